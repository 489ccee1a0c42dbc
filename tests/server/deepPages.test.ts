/**
 * Deep pages (issue 14): a list is paged through its first MAX_LIST_ROWS rows; a page starting
 * beyond is refused with a clear 400 in the reader's language, before any SQL runs. Counts ignore
 * their page. Pages from row DEFERRED_FROM_ROW on are read in two steps (the ids, then the rows):
 * they hold exactly the rows, in the order, that the list has there. On PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/actors';
import { onPostgres } from './helpers/database';
import { MAX_LIST_ROWS } from '../../src/protocol/wire';
import { DEFERRED_FROM_ROW } from '../../src/server/query/compile';

const AREAS = 1100;
const code = (i: number) => `A${String(i).padStart(4, '0')}`;

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer('deep_pages');
  await s.database.db
    .insertInto('tomb_area')
    // sort repeats (i % 7): pages must still be stable, by id after the sort.
    .values(Array.from({ length: AREAS }, (_, i) => ({ name: `园 ${(i * 37) % AREAS}`, code: code(i + 1), sort: i % 7 })))
    .execute();
});
afterAll(async () => {
  await s?.close();
});

const DB = onPostgres() ? 'PostgreSQL' : 'PGlite';
const lastServed = MAX_LIST_ROWS / 10; // page_size 10: this page starts at row MAX_LIST_ROWS - 10

describe(`deep pages (${DB})`, () => {
  it('the last page starting within the limit is served (empty here: the list is shorter)', async () => {
    const res = await s.post(5, '/index/query', { table: 'tomb_area', order_by: 'code', page: lastServed, page_size: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    const page3 = await s.post(5, '/index/query', { table: 'tomb_area', order_by: 'code', page: 3, page_size: 10 });
    expect(page3.json().data.map((r: { code: string }) => r.code)).toEqual(Array.from({ length: 10 }, (_, i) => code(21 + i)));
  });

  it('a page beyond is refused with 400 page_too_deep, saying how far a list goes, in four languages', async () => {
    const deep = { table: 'tomb_area', order_by: 'code', page: lastServed + 1, page_size: 10 };
    const en = await s.post(5, '/index/query', deep, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: 400,
      msg: `Only the first ${MAX_LIST_ROWS} rows of a list can be paged through: narrow it with a filter or reverse the sort`,
      data: { code: 'page_too_deep' },
    });
    const zh = await s.post(5, '/index/query', deep, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe(`列表只能翻到前 ${MAX_LIST_ROWS} 条：请用筛选条件缩小范围，或把排序反过来`);
    const es = await s.post(5, '/index/query', deep, { 'accept-language': 'es' });
    expect(es.json().msg).toBe(`Solo se pueden recorrer las primeras ${MAX_LIST_ROWS} filas de una lista: acótela con un filtro o invierta el orden`);
    const ja = await s.post(5, '/index/query', deep, { 'accept-language': 'ja' });
    expect(ja.json().msg).toBe(`一覧は先頭から ${MAX_LIST_ROWS} 件までしかページ送りできません。絞り込むか並び順を逆にしてください`);
    // Page 1,000 of 50 rows, the deep page.
    const far = await s.post(5, '/index/query', { table: 'tomb_area', page: 1000, page_size: 50 });
    expect(far.json().data.code).toBe('page_too_deep');
  });

  it('a count ignores its page', async () => {
    const res = await s.post(5, '/index/query', { table: 'tomb_area', page: 1000, page_size: 50, is_count: 1 });
    expect(res.json()).toMatchObject({ status: 200, data: AREAS });
  });

  it('pages from row DEFERRED_FROM_ROW on hold the rows the list has there, in its order, in every sort', async () => {
    expect(DEFERRED_FROM_ROW).toBeLessThanOrEqual(1000);
    const all = (await s.post(5, '/index/query', { table: 'tomb_area', page: 1, page_size: 1000, order_by: 'id' })).json().data as { id: number; name: string; sort: number; code: string }[];
    const rest = (await s.post(5, '/index/query', { table: 'tomb_area', page: 2, page_size: 1000, order_by: 'id' })).json().data as typeof all;
    expect(rest.map((r) => r.id)).toEqual(all.map((r) => r.id + 1000).slice(0, AREAS - 1000));
    const rows = [...all, ...rest];
    const sorts: [unknown, (a: (typeof rows)[0], b: (typeof rows)[0]) => number][] = [
      ['id desc', (a, b) => b.id - a.id],
      ['name', (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)],
      [[['sort', 'desc']], (a, b) => b.sort - a.sort || a.id - b.id],
      [[['sort', 'asc'], ['code', 'desc']], (a, b) => a.sort - b.sort || (a.code < b.code ? 1 : a.code > b.code ? -1 : 0)],
    ];
    for (const [order_by, cmp] of sorts) {
      const expected = [...rows].sort(cmp).map((r) => r.id);
      for (const [page, size] of [[21, 50], [22, 50], [101, 10], [11, 100], [12, 100]] as const) {
        const req = { table: 'tomb_area', order_by, page, page_size: size };
        const first = (await s.post(5, '/index/query', req)).json().data.map((r: { id: number }) => r.id);
        expect(first, `${JSON.stringify(order_by)} page ${page} of ${size}`).toEqual(expected.slice((page - 1) * size, page * size));
        // The second time from the compiled-SQL cache: the same rows.
        expect((await s.post(5, '/index/query', req)).json().data.map((r: { id: number }) => r.id)).toEqual(first);
      }
    }
    // With a condition on a deep page: every row matches, none is missing.
    const filtered = rows.filter((r) => r.sort === 3).sort((a, b) => b.id - a.id).map((r) => r.id);
    const deep = await s.post(5, '/index/query', { table: 'tomb_area', where: [['sort', '=', 3]], order_by: 'id desc', page: 2, page_size: 100 });
    expect(deep.json().data.map((r: { id: number }) => r.id)).toEqual(filtered.slice(100, 200));
  });

  it('the admin family refuses the same way', async () => {
    const admin = await s.post(5, '/index/admin.tomb_area/_search', { page: lastServed + 1, page_size: 10 });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().data.code).toBe('page_too_deep');
  });
});
