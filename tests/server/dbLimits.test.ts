/**
 * The limits around the database (issue 12, item 1): a user's slots in the data service
 * (src/server/data/userSlots.ts), the statement timeout of bounded reads on PostgreSQL and the
 * bounded queue for a pool connection (src/server/db/postgres.ts), and how each refusal is
 * answered.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/config/types';
import { chargeUser, refuseEarly, setSlotLimits, withUserSlot } from '../../src/server/data/userSlots';
import { DatabaseBusyError } from '../../src/server/db/busy';
import type { Database } from '../../src/server/db/database';
import { gatedPool } from '../../src/server/db/postgres';
import { apiErrorFromDatabase } from '../../src/server/http/dbErrors';
import { ApiError } from '../../src/server/http/errors';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';

const actor = (userId: number): Actor => ({ userId, level: 1, channel: 'inside' });
const fakeApp = (kind: 'pglite' | 'postgres' = 'pglite'): FastifyInstance => ({ database: { kind } }) as unknown as FastifyInstance;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A call that runs until released. */
const held = () => {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { release, fn: () => done.then(() => 'done') };
};

const refusalOf = async (p: Promise<unknown>): Promise<ApiError> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(e instanceof ApiError)) throw new Error(`expected a refusal, got ${String(e)}`);
  return e;
};

describe("a user's slots", () => {
  it('runs one call at a time, lines up the next and refuses the one beyond the line at once', async () => {
    const app = fakeApp();
    setSlotLimits(app, { running: 1, waiting: 1, burstMs: 0 });
    const a = held();
    const first = withUserSlot(app, actor(1), a.fn);
    let secondStarted = false;
    const second = withUserSlot(app, actor(1), async () => {
      secondStarted = true;
      return 'second';
    });
    const third = refusalOf(withUserSlot(app, actor(1), async () => 'third'));
    expect(await third).toMatchObject({ code: 'too_many_requests', httpStatus: 429, retryAfter: 1 });
    // Another user is not in this line.
    expect(await withUserSlot(app, actor(2), async () => 'other')).toBe('other');
    await sleep(20);
    expect(secondStarted).toBe(false);
    a.release();
    expect(await first).toBe('done');
    expect(await second).toBe('second');
  });

  it('refuses a call that waited in line longer than allowed', async () => {
    const app = fakeApp('postgres');
    setSlotLimits(app, { running: 1, waiting: 5, maxWaitMs: 50 });
    const a = held();
    const first = withUserSlot(app, actor(1), a.fn);
    const start = performance.now();
    const e = await refusalOf(withUserSlot(app, actor(1), async () => 'late'));
    expect(e.code).toBe('too_many_requests');
    expect(performance.now() - start).toBeGreaterThanOrEqual(45);
    a.release();
    await first;
    // The line is empty again.
    expect(await withUserSlot(app, actor(1), async () => 'next')).toBe('next');
  });

  it('on PGlite, slows down a user over their database-time burst, and refuses them while they have a call in flight', async () => {
    const app = fakeApp('pglite');
    setSlotLimits(app, { running: 1, waiting: 5, burstMs: 50, refillMsPerS: 500, maxDelayMs: 1000 });
    // 150 ms of "database time": 100 ms over the burst, forgiven at 0.5 ms per ms.
    await withUserSlot(app, actor(1), () => sleep(150));
    const a = held();
    const start = performance.now();
    const slowed = withUserSlot(app, actor(1), a.fn);
    const refused = await refusalOf(withUserSlot(app, actor(1), async () => 'refused'));
    expect(refused).toMatchObject({ code: 'too_many_requests', httpStatus: 429 });
    a.release();
    await slowed;
    expect(performance.now() - start).toBeGreaterThanOrEqual(150);
    // Another user is not slowed down.
    const t = performance.now();
    await withUserSlot(app, actor(2), async () => 'ok');
    expect(performance.now() - t).toBeLessThan(50);
  });

  it('refuses at once a call whose wait would be too long', async () => {
    const app = fakeApp('pglite');
    setSlotLimits(app, { running: 1, waiting: 5, burstMs: 10, refillMsPerS: 10, maxDelayMs: 1000 });
    await withUserSlot(app, actor(1), () => sleep(60));
    const e = await refusalOf(withUserSlot(app, actor(1), async () => 'x'));
    // 50 ms (or a little more) over the burst at 10 ms per second: 5 s or more to wait, said in Retry-After.
    expect(e).toMatchObject({ code: 'too_many_requests', httpStatus: 429 });
    expect(e.retryAfter).toBeGreaterThanOrEqual(5);
    expect(e.retryAfter).toBeLessThan(20);
  });
  it('charges work done outside a slot, and refuses on arrival a user the next call would refuse anyway', async () => {
    const app = fakeApp('postgres');
    setSlotLimits(app, { running: 2, waiting: 5, burstMs: 100, refillMsPerS: 100, maxDelayMs: 1000 });
    expect(() => refuseEarly(app, actor(1))).not.toThrow();
    // 2 s of parsing query bombs: 1.9 s over the burst, 19 s to forgive.
    chargeUser(app, actor(1), 2000);
    expect(() => refuseEarly(app, actor(1))).toThrow(expect.objectContaining({ code: 'too_many_requests', retryAfter: 19 }));
    expect((await refusalOf(withUserSlot(app, actor(1), async () => 'x'))).code).toBe('too_many_requests');
    expect(() => refuseEarly(app, actor(2))).not.toThrow();
  });
});

describe('the pool connection queue', () => {
  const fakePool = (waitingCount: number, connect: () => Promise<unknown>) =>
    ({ waitingCount, connect, end: async () => undefined, options: {} }) as unknown as pg.Pool;

  it('refuses at once when the queue is full, and answers 503 server_busy with Retry-After', async () => {
    let asked = 0;
    const gate = gatedPool(fakePool(10, async () => ++asked), 10, 1000);
    await expect(gate.connect()).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(asked).toBe(0);
    expect(apiErrorFromDatabase(new DatabaseBusyError())).toMatchObject({ code: 'server_busy', httpStatus: 503, retryAfter: 1 });
  });

  it('gives up on a connection that does not come in time, and hands it back when it comes', async () => {
    let released = 0;
    let give!: (c: unknown) => void;
    const client = { release: () => released++ };
    const gate = gatedPool(fakePool(3, () => new Promise((r) => (give = r))), 10, 30);
    await expect(gate.connect()).rejects.toBeInstanceOf(DatabaseBusyError);
    give(client);
    await sleep(5);
    expect(released).toBe(1);
  });

  it('maps a cancelled statement (57014) to 503 query_timeout', () => {
    expect(apiErrorFromDatabase(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toMatchObject({
      code: 'query_timeout',
      httpStatus: 503,
    });
  });
});

describe(`bounded reads (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('db_limits');
  });
  afterAll(async () => {
    if (database) await closeTestDatabase(database);
  });

  it('are cancelled after their timeout on PostgreSQL, read-only, and leave the connection usable; PGlite runs them as is', async () => {
    if (database.kind === 'postgres') {
      const start = performance.now();
      const e = await database.bounded((db) => sql`select pg_sleep(3)`.execute(db), 100).catch((err: unknown) => err);
      expect(performance.now() - start).toBeLessThan(2000);
      expect((e as { code?: string }).code).toBe('57014');
      expect(apiErrorFromDatabase(e)).toMatchObject({ code: 'query_timeout', httpStatus: 503 });
      const write = await database.bounded((db) => sql`create table bounded_write (n int)`.execute(db)).catch((err: unknown) => err);
      expect((write as { code?: string }).code).toBe('25006');
      // The timeout was local to that transaction: the same pool runs a longer statement afterwards.
      expect((await sql<{ one: number }>`select 1 as one from pg_sleep(0.2)`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } else {
      expect((await database.bounded((db) => sql<{ one: number }>`select 1 as one`.execute(db), 1)).rows).toEqual([{ one: 1 }]);
    }
  });
});
