/**
 * The generic query's limits as a client meets them (issue 12, item 1), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL: the query bomb is refused with a clear translated 400 that
 * says what it costs; one user's queries beyond their slots and line get a fast 429 with
 * Retry-After while another user still reads; on PostgreSQL a statement past its timeout is
 * cancelled (503 query_timeout) and a full pool queue answers 503 at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers/actors';
import { onPostgres } from './helpers/database';
import { queryBomb } from './hostileQueries';
import { GATE_LIMITS, userQueries, withUserSlot } from '../../src/server/data/userGate';
import { USER_QUERIES_AT_ONCE } from '../../src/protocol/wire';
import { MAX_ROW_COST } from '../../src/server/query/cost';
import { openDatabase } from '../../src/server/db/database';
import { apiErrorFromDatabase } from '../../src/server/http/dbErrors';

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer('query_limits');
  await s.database.db.insertInto('tomb_area').values({ name: '东园', code: 'E', sort: 1 }).execute();
});
afterAll(async () => {
  await s?.close();
});

const until = async (ok: () => boolean): Promise<void> => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

const DB = onPostgres() ? 'PostgreSQL' : 'PGlite';

describe(`the query bomb (${DB})`, () => {
  it('is refused with a 400 that says what it costs and what is allowed, in the reader’s language', async () => {
    const en = await s.post(1, '/index/query', queryBomb(), { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.status).toBe(400);
    expect(body.data).toEqual({ code: 'query_too_costly' });
    expect(body.msg).toMatch(new RegExp(`^This query is too heavy \\(\\d+ units, at most ${MAX_ROW_COST}\\): use fewer joins, conditions or wildcard patterns$`));
    const zh = await s.post(1, '/index/query', queryBomb(), { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toMatch(new RegExp(`^查询太复杂（\\d+ 单位，最多 ${MAX_ROW_COST}）`));
    for (const lang of ['es', 'ja']) {
      const msg = (await s.post(1, '/index/query', queryBomb(), { 'accept-language': lang })).json().msg as string;
      expect(msg).toContain(String(MAX_ROW_COST));
      expect(msg).not.toMatch(/select|ilike|units, at most/i);
    }
  });

  it('through the admin family too', async () => {
    const { table, ...rest } = queryBomb();
    const res = await s.post(1, `/index/admin.${String(table)}/_search`, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.code).toBe('query_too_costly');
  });
});

describe(`one user's queries beyond their slots (${DB})`, () => {
  it('wait in line, then are refused with 429 and Retry-After, while another user reads', async () => {
    const limits = GATE_LIMITS[s.database.kind];
    // Hold every slot user 1 has, as long-running queries would.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holders = Array.from({ length: limits.running }, () => withUserSlot(s.app, s.actors[1], () => held));
    await until(() => userQueries(s.app, s.actors[1].userId).running === limits.running);

    const read = { table: 'tomb_area', page: 1, page_size: 20 };
    // Their line fills up; one more is refused at once.
    const waiting = Array.from({ length: limits.waiting }, () => s.post(1, '/index/query', read));
    await until(() => userQueries(s.app, s.actors[1].userId).waiting === limits.waiting);
    const refused = await s.post(1, '/index/query', read, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ status: 429, msg: 'Too many of your queries are running at once, try again in a moment', data: { code: 'too_many_queries' } });

    // Still held past the line's wait: every waiting one beyond what one tab sends at once
    // (USER_QUERIES_AT_ONCE, running ones included) is refused with 429 and Retry-After; those
    // within it keep waiting for their turn (PGlite runs one of a user's at a time).
    const untimed = Math.max(0, USER_QUERIES_AT_ONCE - limits.running);
    await until(() => userQueries(s.app, s.actors[1].userId).waiting === untimed);
    const refusedWaiting = await Promise.all(waiting.slice(untimed));
    expect(refusedWaiting.map((a) => [a.statusCode, a.headers['retry-after']])).toEqual(refusedWaiting.map(() => [429, '1']));
    expect(userQueries(s.app, s.actors[1].userId).waiting).toBe(untimed);

    if (s.database.kind === 'postgres') {
      // The pool is not one user's: another user reads at once.
      const other = await s.post(5, '/index/query', read);
      expect(other.statusCode).toBe(200);
      expect(other.json().data.map((r: { code: string }) => r.code)).toEqual(['E']);
    } else {
      // PGlite has one connection: another user waits for it, and is served as soon as it is free.
      const other = s.post(5, '/index/query', read);
      await until(() => userQueries(s.app, s.actors[5].userId).waiting === 1);
      release();
      expect((await other).statusCode).toBe(200);
    }
    release();
    await Promise.all(holders);
    // The ones that kept waiting are answered.
    expect((await Promise.all(waiting.slice(0, untimed))).map((a) => a.statusCode)).toEqual(waiting.slice(0, untimed).map(() => 200));
    // And the user is served again once their queries are over.
    expect((await s.post(1, '/index/query', read)).statusCode).toBe(200);
  });

  it('a browser page’s burst (a list, its count, look-ups and the unread poll) is served in full', async () => {
    const read = { table: 'tomb_area', page: 1, page_size: 20 };
    const count = { table: 'tomb_area', is_count: 1 };
    const answers = await Promise.all([read, count, read, count, read, count, { table: 'message', where: { receive_user_id: 1, status: 0 }, is_count: 1 }].map((b) => s.post(1, '/index/query', b)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  });
});

describe.runIf(onPostgres())('PostgreSQL: statement timeout and a full pool', () => {
  it('a read blocked past the statement timeout is cancelled: 503 query_timeout, translated', async () => {
    // Another connection holds the table: the generic query's read waits until its timeout cancels it.
    const blocker = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(s.database.db);
    let unlock!: () => void;
    const unlocked = new Promise<void>((r) => (unlock = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = blocker.transaction(async (trx) => {
      await sql`lock table ${sql.id(rows[0].s, 'tomb_area')} in access exclusive mode`.execute(trx);
      locked();
      await unlocked;
    });
    try {
      await isLocked;
      const res = await s.post(5, '/index/query', { table: 'tomb_area' }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ status: 503, msg: 'The query took too long and was stopped: narrow it down and try again', data: { code: 'query_timeout' } });
    } finally {
      unlock();
      await holding;
      await blocker.close();
    }
  });

  it('beyond the pool’s queue a request is refused at once (503 database_busy), not queued', async () => {
    const saved = { max: process.env.PG_POOL_MAX, queue: process.env.PG_POOL_QUEUE };
    process.env.PG_POOL_MAX = '1';
    process.env.PG_POOL_QUEUE = '1';
    const small = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    process.env.PG_POOL_MAX = saved.max;
    process.env.PG_POOL_QUEUE = saved.queue;
    if (saved.max === undefined) delete process.env.PG_POOL_MAX;
    if (saved.queue === undefined) delete process.env.PG_POOL_QUEUE;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    try {
      const holding = small.transaction(async () => held);
      await new Promise((r) => setTimeout(r, 50));
      const queued = sql`select 1`.execute(small.db);
      await new Promise((r) => setTimeout(r, 20));
      const start = performance.now();
      const refusal = await sql`select 1`.execute(small.db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(performance.now() - start).toBeLessThan(1000);
      const api = apiErrorFromDatabase(refusal);
      expect(api?.code).toBe('database_busy');
      expect(api?.httpStatus).toBe(503);
      expect(api?.retryAfter).toBe(1);
      release();
      await holding;
      await queued;
    } finally {
      release();
      await small.close();
    }
  });
});
