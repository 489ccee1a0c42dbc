/**
 * The REST view's own edges, beside the shared contract test: the session is required,
 * the ra-data-simple-rest query string is parsed strictly (a bad one is a 400 in the
 * error envelope, never a 500), the Content-Range header is exact, and routes and ids
 * that mean nothing are refused.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Level } from '../../src/config/types';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer('rest_view');
  const area = await s.database.db.insertInto('tomb_area').values({ name: 'North', code: 'N' }).returning('id').executeTakeFirstOrThrow();
  const room = await s.database.db.insertInto('tomb_room').values({ area_id: area.id, name: 'First', code: 'N1' }).returning('id').executeTakeFirstOrThrow();
  for (const code of ['N1-A', 'N1-B', 'N1-C'])
    await s.database.db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: code, code }).execute();
});
afterAll(() => s.close());

const get = (level: Level | 0, url: string) =>
  s.app.inject({ method: 'GET', url, headers: level ? { 'x-token': s.tokens[level] } : {} });

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

describe('the REST view', () => {
  it('answers a page with its Content-Range, sorted and filtered', async () => {
    const res = await get(5, `/api/tomb/tombShelfList?${q({ sort: ['code', 'DESC'], range: [0, 1], filter: { code_like: 'N1' } })}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('tomb/tombShelfList 0-1/3');
    expect(res.json().map((r: { code: string }) => r.code)).toEqual(['N1-C', 'N1-B']);
    const empty = await get(5, `/api/tomb/tombShelfList?${q({ range: [0, 9], filter: { code: 'none' } })}`);
    expect(empty.headers['content-range']).toBe('tomb/tombShelfList 0-0/0');
    expect(empty.json()).toEqual([]);
  });

  it('gives the total of a range that is not full without running a count, and counts a full one', async () => {
    const executed: string[] = [];
    const db = s.database.db;
    const original = db.executeQuery.bind(db);
    const spy = vi.spyOn(db, 'executeQuery').mockImplementation(((query: { sql: string }) => {
      executed.push(query.sql);
      return original(query as never);
    }) as never);
    // Reads run in Database.bounded (a transaction with its statement timeout on PostgreSQL): through the spied handle here.
    const bounded = vi.spyOn(s.database, 'bounded').mockImplementation(((fn: (d: typeof db) => Promise<unknown>) => fn(db)) as never);
    try {
      const short = await get(5, `/api/tomb/tombShelfList?${q({ range: [0, 9], filter: { code_like: 'N1' } })}`);
      expect(short.headers['content-range']).toBe('tomb/tombShelfList 0-2/3');
      expect(executed.filter((sql) => sql.includes('count(*)'))).toEqual([]);
      const last = await get(5, `/api/tomb/tombShelfList?${q({ sort: ['code', 'ASC'], range: [2, 3], filter: { code_like: 'N1' } })}`);
      expect(last.headers['content-range']).toBe('tomb/tombShelfList 2-2/3');
      expect(executed.filter((sql) => sql.includes('count(*)'))).toEqual([]);
      const full = await get(5, `/api/tomb/tombShelfList?${q({ range: [0, 1], filter: { code_like: 'N1' } })}`);
      expect(full.headers['content-range']).toBe('tomb/tombShelfList 0-1/3');
      const beyond = await get(5, `/api/tomb/tombShelfList?${q({ range: [10, 19], filter: { code_like: 'N1' } })}`);
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['content-range']).toMatch(/\/3$/);
      expect(executed.filter((sql) => sql.includes('count(*)'))).toHaveLength(2);
    } finally {
      spy.mockRestore();
      bounded.mockRestore();
    }
  });

  it('needs a session', async () => {
    const res = await get(0, '/api/tomb/tombShelfList');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, data: { code: 'not_signed_in' } });
  });

  it.each([
    ['sort that is not JSON', { sort: '[code' }],
    ['sort with a bad order', { sort: ['code', 'UP'] }],
    ['sort on a column that is not there', { sort: ['secret', 'ASC'] }],
    ['range backwards', { range: [9, 0] }],
    ['range with negatives', { range: [-1, 5] }],
    ['range too long', { range: [0, 1_000_000] }],
    ['filter that is a list', { filter: ['code'] }],
    ['filter on an unknown column', { filter: { password_hash: 'x' } }],
  ])('refuses a %s with a 400 envelope', async (_what, params) => {
    const res = await get(5, `/api/tomb/tombShelfList?${q(params)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: expect.any(String) });
  });

  it('refuses unknown resources, posts to an id and missing ids', async () => {
    expect((await get(5, '/api/no_such_table')).statusCode).toBe(404);
    expect((await get(5, '/api/tomb/tombShelfList/999999')).statusCode).toBe(404);
    const post = await s.app.inject({ method: 'POST', url: '/api/tomb/tombShelfList/1', headers: { 'x-token': s.tokens[5], 'content-type': 'application/json' }, payload: '{}' });
    expect(post.statusCode).toBe(405);
  });
});
