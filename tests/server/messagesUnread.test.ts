/**
 * The bell's unread count from memory: polls after the first cost no query, and the count is
 * right at once after this instance's writes (mark one read, mark all read) and after writes
 * past it (events, another instance, psql: the change feed). PGlite, or PostgreSQL with
 * TEST_DATABASE_URL (then also across two instances).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/database';
import { onPostgres } from './helpers/database';
import { createTestUser, login } from './helpers/login';
import { recordedAppFor } from './helpers/recordedApp';

const server = recordedAppFor('messages_unread');
const tokens: Record<number, string> = {};

beforeAll(async () => {
  for (const level of [2, 5] as const) {
    const user = await createTestUser(server.database, level);
    tokens[level] = await login(server.app, user.mobile, user.password);
  }
});

const call = (on: FastifyInstance, level: number, body: unknown, url = '/index/query') =>
  on.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-token': tokens[level] }, payload: JSON.stringify(body) });
const unread = async (level: 2 | 5, on: FastifyInstance = server.app): Promise<number> => {
  const r = await call(on, level, { table: 'message', where: { receive_user_id: level, status: '未读' }, is_count: 1 });
  expect(r.statusCode, r.body).toBe(200);
  return JSON.parse(r.body).data as number;
};
/** On PostgreSQL a write past this instance is heard from the change feed a moment after its commit. */
const settles = async (level: 2 | 5, expected: number, on: FastifyInstance = server.app): Promise<number> => {
  let n = await unread(level, on);
  for (let i = 0; i < 100 && n !== expected; i++) {
    await new Promise((ok) => setTimeout(ok, 50));
    n = await unread(level, on);
  }
  return n;
};
const seed = async (level: number, n: number): Promise<number[]> => {
  const rows = await server.database.db
    .insertInto('message')
    .values(Array.from({ length: n }, (_, i) => ({ type: '新订单', receive_user_id: level, content: `#${i}`, submit_date: server.app.clock.now().toISOString(), status: '未读' })))
    .returning('id')
    .execute();
  return rows.map((r) => Number(r.id));
};

describe('the unread poll', () => {
  it('counts once, then answers every poll from memory', async () => {
    await seed(5, 2);
    expect(await settles(5, 2)).toBe(2);
    server.statements.length = 0;
    for (let i = 0; i < 5; i++) expect(await unread(5)).toBe(2);
    expect(server.statements).toEqual([]);
  });

  it('is right after messages are posted, one is read, and all are read', async () => {
    const before = await settles(2, await unread(2));
    const ids = await seed(2, 3);
    // Posted past the app (as the domain's events and other instances do): heard from the feed.
    expect(await settles(2, before + 3)).toBe(before + 3);
    const one = await call(server.app, 2, { table: 'message', id: ids[0], data: { status: '已读' } });
    expect(one.statusCode, one.body).toBe(200);
    expect(await unread(2)).toBe(before + 2);
    const all = await call(server.app, 2, {}, '/index/admin.message/read_all');
    expect(all.statusCode, all.body).toBe(200);
    expect(await unread(2)).toBe(0);
    // Another level's count is its own.
    expect(await unread(5)).toBe(2);
  });

  it('follows messages deleted past the app', async () => {
    const ids = await seed(5, 1);
    expect(await settles(5, 3)).toBe(3);
    await server.database.db.deleteFrom('message').where('id', 'in', ids).execute();
    expect(await settles(5, 2)).toBe(2);
  });

  it('answers another level’s count the generic way: nothing of it is visible', async () => {
    const r = await call(server.app, 5, { table: 'message', where: { receive_user_id: 2, status: '未读' }, is_count: 1 });
    expect(JSON.parse(r.body).data).toBe(0);
  });
});

describe.runIf(onPostgres())('on two instances', () => {
  let other: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(server.database.db);
    other = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: rows[0].s });
    second = await buildApp({ database: other });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await other?.close();
  });

  it('a message read on one instance leaves the other’s count right', async () => {
    const ids = await seed(5, 2);
    const n = await settles(5, await unread(5, second), second);
    expect(await settles(5, n, server.app)).toBe(n);
    const r = await call(server.app, 5, { table: 'message', id: ids[0], data: { status: '已读' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await unread(5, server.app)).toBe(n - 1);
    expect(await settles(5, n - 1, second)).toBe(n - 1);
  });
});
