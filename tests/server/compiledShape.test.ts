/**
 * The compiled-SQL cache keys on a request's shape, never its values (src/server/data/
 * compiledCache.ts, src/server/query/shape.ts): reads by different ids and filters with different
 * values share one stored statement; levels and channels never share one nor see each other's
 * rows; values a refusal depends on are refused however the shape was cached; and the cached path
 * answers exactly what compiling every request afresh answers.
 */
import fc from 'fast-check';
import type { Actor, Level } from '../../src/config/types';
import { compiledCacheStats } from '../../src/server/data/compiledCache';
import { getOne, search } from '../../src/server/data';
import { accessScope } from '../../src/server/data/scope';
import { resolveTable } from '../../src/server/data/resolve';
import { compileCount, compileList } from '../../src/server/query/compile';
import { parseListRequest } from '../../src/server/query/parse';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;
const memberIds: number[] = [];

const rowsOf = (body: string): Record<string, unknown>[] => JSON.parse(body).data as Record<string, unknown>[];
const stats = () => compiledCacheStats(s.app);
const actor = (level: Level): Actor => s.actors[level] as unknown as Actor;

beforeAll(async () => {
  s = await startTestServer('compiled_shape');
  const db = s.database.db;
  for (let i = 0; i < 12; i++) {
    const channel = i % 2 === 0 ? 'inside' : 'outside';
    const row = await db
      .insertInto('member')
      .values({ name: `Member ${i} ${channel}`, applicant_name: `Applicant ${i % 3}`, applicant_phone: '13800001111', channel, gender: i % 3 === 0 ? 'male' : 'female' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.push(Number(row.id));
  }
  for (let i = 0; i < 6; i++) await db.insertInto('tomb_area').values({ name: `Area ${i}`, code: `A${i}`, sort: i % 3 }).execute();
});

afterAll(async () => {
  await s?.close();
});

it('serves reads of two different ids from one stored statement', async () => {
  const [a, b, c] = memberIds.filter((_, i) => i % 2 === 0);
  const first = await s.post(1, '/index/query', { table: 'member', field: 'id,name', where: { id: a } });
  const before = stats();
  const second = await s.post(1, '/index/query', { table: 'member', field: 'id,name', where: { id: b } });
  const after = stats();
  expect(rowsOf(first.body)).toEqual([{ id: a, name: 'Member 0 inside' }]);
  expect(rowsOf(second.body)).toEqual([{ id: b, name: 'Member 2 inside' }]);
  expect(after.size).toBe(before.size);
  expect(after.hits).toBe(before.hits + 1);
  // The single-record read: one statement for every id of a table, level and channel.
  const one = await getOne(s.app, actor(1), 'member', a);
  const oneBefore = stats();
  const other = await getOne(s.app, actor(1), 'member', c);
  expect(stats().size).toBe(oneBefore.size);
  expect(stats().hits).toBe(oneBefore.hits + 1);
  expect([one.name, other.name]).toEqual(['Member 0 inside', 'Member 4 inside']);
});

it('serves two filter values from one stored statement, each with its own rows', async () => {
  const body = (v: string) => ({ table: 'tomb_area', field: 'name', where: [['name', 'like', v]], order_by: 'name asc' });
  const first = rowsOf((await s.post(5, '/index/query', body('%1%'))).body);
  const before = stats();
  const second = rowsOf((await s.post(5, '/index/query', body('%2%'))).body);
  expect(stats().size).toBe(before.size);
  expect(stats().hits).toBe(before.hits + 1);
  expect(first).toEqual([{ name: 'Area 1' }]);
  expect(second).toEqual([{ name: 'Area 2' }]);
});

it('never shares a statement between levels or channels, nor their rows', async () => {
  const body = { table: 'member', field: 'name,channel', order_by: 'id asc' };
  await s.post(1, '/index/query', body);
  const before = stats();
  const inside = rowsOf((await s.post(1, '/index/query', body)).body);
  const outside = rowsOf((await s.post(3, '/index/query', body)).body);
  const otherInside = rowsOf((await s.post(2, '/index/query', body)).body);
  // Level 1's repeat was a hit; levels 3 and 2 each stored their own.
  expect(stats().hits).toBe(before.hits + 1);
  expect(stats().size).toBe(before.size + 2);
  expect(new Set(inside.map((r) => r.channel))).toEqual(new Set(['inside']));
  expect(new Set(outside.map((r) => r.channel))).toEqual(new Set(['outside']));
  expect(otherInside).toEqual(inside);
  expect(inside).toHaveLength(6);
  expect(outside).toHaveLength(6);
  // A record of the other channel is not found by id, though the statement for that id shape is stored.
  const outsideId = memberIds[1];
  expect(rowsOf((await s.post(1, '/index/query', { table: 'member', field: 'id,name', where: { id: outsideId } })).body)).toEqual([]);
  await expect(getOne(s.app, actor(1), 'member', outsideId)).rejects.toMatchObject({ httpStatus: 404, code: 'not_found' });
  expect((await getOne(s.app, actor(3), 'member', outsideId)).name).toBe('Member 1 outside');
});

it('binds the row filter\'s user id: two clerks of one level share a statement and each sees only themselves', async () => {
  const body = { table: 'user', field: 'id' };
  const one = rowsOf((await s.post(1, '/index/query', body)).body);
  const before = stats();
  // Levels 1 and 2 are both inside, but levels differ: their own entries. Level 1 again: a hit.
  const again = rowsOf((await s.post(1, '/index/query', body)).body);
  const two = rowsOf((await s.post(2, '/index/query', body)).body);
  expect(one).toEqual([{ id: s.actors[1].userId }]);
  expect(again).toEqual(one);
  expect(two).toEqual([{ id: s.actors[2].userId }]);
  expect(stats().hits).toBe(before.hits + 1);
});

it('still refuses values once their shape is stored', async () => {
  const post = (where: unknown, extra: Record<string, unknown> = {}) => s.post(5, '/index/query', { table: 'member', field: 'id', where, ...extra });
  const expect400 = async (where: unknown, code: string) => {
    const res = await post(where);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 400 });
    expect(JSON.stringify(JSON.parse(res.body))).toContain(code);
  };
  // int4: a valid id, then one beyond the column's range with the same shape.
  expect((await post({ id: 5 })).statusCode).toBe(200);
  await expect400({ id: 2 ** 31 }, 'bad_value');
  // A datetime offset Postgres accepts, then one out of its range.
  expect((await post([['created_at', '>', '2024-01-01T00:00:00+08:00']])).statusCode).toBe(200);
  await expect400([['created_at', '>', '2024-01-01T00:00:00+16:00']], 'bad_value');
  // A short pattern, then one whose wildcards make it too costly per row (same shape: one like).
  expect((await post([['name', 'like', '%a%']])).statusCode).toBe(200);
  await expect400([['name', 'like', '%'.repeat(120)]], 'query_too_costly');
  // IN lists: ten values, then more than one list may hold, then more than a statement may bind.
  const ten = Array.from({ length: 10 }, (_, i) => i + 1);
  expect((await post([['id', 'in', ten]])).statusCode).toBe(200);
  expect((await post([['id', 'in', ten]])).statusCode).toBe(200);
  // (a list past 1,000 values is refused as the limit in words: docs/protocol.md)
  await expect400([['id', 'in', Array.from({ length: 60_000 }, (_, i) => i + 1)]], 'too_many_values');
  const manyLists = Array.from({ length: 11 }, () => ['id', 'in', Array.from({ length: 1000 }, (_, i) => i + 1)]);
  await expect400(manyLists, 'too_many_values');
  // An impossible date after a real one.
  expect((await post([['death_date', '=', '2024-02-29']])).statusCode).toBe(200);
  await expect400([['death_date', '=', '2024-02-30']], 'bad_value');
  // Paging beyond the limit after a normal page.
  expect((await post(null, { page: 2 })).statusCode).toBe(200);
  expect((await post(null, { page: 2_000_000 })).statusCode).toBe(400);
});

/** The same request compiled afresh, without the cache. */
const uncached = async (level: Level, table: string, args: Record<string, unknown>): Promise<unknown> => {
  const a = actor(level);
  const target = resolveTable(s.app, table);
  const scope = accessScope(target.table, target.resource, a);
  const query = parseListRequest({ config: s.app.resources, level, table: target.table, resource: target.resource }, args);
  const builder = query.isCount ? compileCount(s.app.database.db, query, scope) : compileList(s.app.database.db, query, scope);
  const rows = (await s.app.database.db.executeQuery(builder.compile())).rows as Record<string, unknown>[];
  return query.isCount ? Number((rows[0] as { count: number }).count) : rows;
};

const outcome = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    return { ok: await run() };
  } catch (e) {
    const err = e as { httpStatus?: number; code?: string; params?: unknown };
    return { refused: err.httpStatus, code: err.code, params: err.params };
  }
};

it('answers every request of a corpus exactly as compiling it afresh does', async () => {
  const memberCols = ['id', 'name', 'applicant_name', 'gender', 'channel', 'created_at', 'death_date'];
  const value = fc.oneof(
    fc.constantFrom('Member 1 outside', 'Applicant 1', 'male', 'female', 'inside', '2024-01-01', '%a%', 'M%', '_'),
    fc.integer({ min: -1, max: 40 }),
    fc.constantFrom(2 ** 31, '2024-01-01T00:00:00+16:00', '2024-02-30'),
  );
  const cond = fc.tuple(fc.constantFrom(...memberCols), fc.constantFrom('=', '<>', '>', '<=', 'like', 'not like', 'in', 'between', 'is null')).chain(([c, op]): fc.Arbitrary<unknown[]> => {
    if (op === 'is null') return fc.constant([c, op]);
    if (op === 'in') return fc.array(value, { maxLength: 4 }).map((vs) => [c, op, vs]);
    if (op === 'between') return fc.tuple(value, value).map((vs) => [c, op, vs]);
    return value.map((v) => [c, op, v]);
  });
  const request = fc.record(
    {
      table: fc.constantFrom('member', 'user', 'tomb_area'),
      level: fc.constantFrom<Level>(1, 2, 3, 4, 5, 6),
      where: fc.oneof(fc.array(fc.oneof(cond, fc.array(cond, { maxLength: 2 }).map((items) => ({ or: items }))), { maxLength: 3 }), fc.constant(undefined)),
      order_by: fc.constantFrom(undefined, 'id desc', 'name asc'),
      page: fc.integer({ min: 1, max: 3 }),
      page_size: fc.integer({ min: 1, max: 5 }),
      is_count: fc.constantFrom(0, 1),
    },
    { requiredKeys: ['table', 'level'] },
  );
  const before = stats();
  let answered = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ table, level, ...rest }) => {
      // Columns differ per table: keep the ones this table has, so that many reach the database.
      const args = JSON.parse(JSON.stringify(rest).replaceAll('"applicant_name"', table === 'member' ? '"applicant_name"' : '"id"').replaceAll('"gender"', table === 'member' ? '"gender"' : '"id"').replaceAll('"death_date"', table === 'member' ? '"death_date"' : '"created_at"').replaceAll('"name', table === 'user' ? '"nickname' : '"name')) as Record<string, unknown>;
      if (table !== 'member' && typeof args.order_by === 'string') args.order_by = args.order_by.replace('name', table === 'user' ? 'nickname' : 'name');
      const fresh = await outcome(() => uncached(level, table, args));
      const cachedOnce = await outcome(() => search(s.app, actor(level), table, args));
      const cachedTwice = await outcome(() => search(s.app, actor(level), table, args));
      if ('ok' in (fresh as object)) answered++;
      else refused++;
      expect(cachedOnce).toEqual(fresh);
      expect(cachedTwice).toEqual(fresh);
    }),
    { numRuns: 250, seed: 1414 },
  );
  // The corpus repeats shapes with other values: most answers came from stored statements.
  const after = stats();
  expect(after.hits - before.hits).toBeGreaterThan(250);
  // Both kinds of answer were compared: rows and counts, and refusals of bad values.
  expect(answered).toBeGreaterThan(100);
  expect(refused).toBeGreaterThan(10);
});
