/**
 * The public booking page's bounded share of the database (issue 26 item 6, docs/visits.md "The
 * public share of the database"): 1,000 concurrent public bookings leave staff reads answering
 * 200 (before, the pool's queue filled and staff got 503 database_busy), on PostgreSQL
 * (TEST_DATABASE_URL) and PGlite; the bulkhead itself runs at most its share, first come first
 * served, and refuses with 503 public_busy when its line is full or the wait too long.
 * Asserted on what the bulkhead does (its turns, its line, its count of refusals, exact numbers),
 * never on how fast a loaded machine runs: the rush test holds the share's turns while the rush
 * arrives, so how many wait and how many are refused does not depend on timing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Bulkhead, publicShareLimits } from '../../src/server/http/bulkhead';
import { ApiError } from '../../src/server/http/errors';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { addGate, addSlot, mobile, noLimits, pub } from './visitSetup';

describe('the bulkhead', () => {
  it('runs at most its share at once, in arrival order, and refuses beyond its line with 503 public_busy', async () => {
    const b = new Bulkhead({ running: 2, waiting: 2, maxWaitMs: 60_000 });
    const started: number[] = [];
    const ends: (() => void)[] = [];
    const job = (i: number) => b.run(() => new Promise<number>((r) => (started.push(i), ends.push(() => r(i)))));
    const runs = [1, 2, 3, 4].map(job);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    expect(b.stats()).toEqual({ running: 2, waiting: 2 });
    await expect(job(5)).rejects.toMatchObject({ code: 'public_busy', httpStatus: 503 });
    ends[1]();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2, 3]);
    ends[0]();
    await new Promise((r) => setImmediate(r));
    ends[2]();
    ends[3]();
    expect(await Promise.all(runs)).toEqual([1, 2, 3, 4]);
    expect(b.stats()).toEqual({ running: 0, waiting: 0 });
    expect(b.totals()).toEqual({ peak: 2, refused: 1 });
  });

  it('refuses a call that waited too long, with Retry-After; a failed call frees its turn', async () => {
    vi.useFakeTimers();
    try {
      const b = new Bulkhead({ running: 1, waiting: 5, maxWaitMs: 1000 });
      let end!: () => void;
      const first = b.run(() => new Promise<void>((r) => (end = r)));
      const second = b.run(async () => 'never');
      const caught = second.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1001);
      const e = await caught;
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).retryAfter).toBeGreaterThanOrEqual(1);
      end();
      await first;
      await expect(b.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(b.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes half the PostgreSQL pool by default, two turns on PGlite, and the environment can say otherwise', () => {
    expect(publicShareLimits('postgres', {}).running).toBe(5);
    expect(publicShareLimits('postgres', { PG_POOL_MAX: '20' }).running).toBe(10);
    expect(publicShareLimits('pglite', {}).running).toBe(2);
    expect(publicShareLimits('postgres', { PUBLIC_DB_SHARE: '3', PUBLIC_DB_QUEUE: '10', PUBLIC_DB_WAIT_MS: '500' })).toEqual({ running: 3, waiting: 10, maxWaitMs: 500 });
  });
});

let w: World;
/** The share's line for this file: small enough that a rush of 1,000 overflows it by an exact number. */
const LINE = 200;
beforeAll(async () => {
  const saved = { queue: process.env.PUBLIC_DB_QUEUE, wait: process.env.PUBLIC_DB_WAIT_MS };
  // No wait bound a loaded machine could reach: what is refused is decided by the line alone.
  Object.assign(process.env, { PUBLIC_DB_QUEUE: String(LINE), PUBLIC_DB_WAIT_MS: '600000' });
  try {
    w = await buildWorld('public_bulkhead');
  } finally {
    for (const [key, value] of [['PUBLIC_DB_QUEUE', saved.queue], ['PUBLIC_DB_WAIT_MS', saved.wait]] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
  noLimits(w);
});
afterAll(async () => {
  await w?.close();
});

const turn = () => new Promise((r) => setImmediate(r));

describe(`a rush on the booking page beside staff (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('1,000 concurrent public bookings: the share holds its turns and line, refuses the rest 503 public_busy (each counted), and staff reads answer 200, never database_busy', async () => {
    const share = w.app.publicShare;
    const running = share.limits.running;
    const gate = await addGate(w, 'Rush gate');
    const slot = await addSlot(w, { gate_id: gate, starts: '13:00', ends: '14:00', quota: 150 });
    // The public already holds every turn of its share (a rush in progress): nothing of the
    // booking calls below reaches the database until they are let go.
    const releases: (() => void)[] = [];
    const held = Array.from({ length: running }, () => share.run(() => new Promise<void>((r) => releases.push(r))));
    await turn();
    expect(share.stats()).toEqual({ running, waiting: 0 });
    const before = share.totals().refused;
    const bookings = Array.from({ length: 1000 }, (_, i) => pub(w, 'book', { slot_id: slot.id, name: '王五', mobile: mobile(), people: 1 }, `198.51.${i % 200}.${i % 250}`));
    // Every call has reached the share: LINE wait in its line, the others were refused at once.
    for (let i = 0; i < 10_000 && share.stats().waiting + share.totals().refused - before < 1000; i++) await turn();
    expect(share.stats()).toEqual({ running, waiting: LINE });
    expect(share.totals().refused - before).toBe(1000 - LINE);
    // Staff read lists while the public's share is full and its line long: they never wait in it.
    // One reader, a clerk's page then a manager's, as browsers one after the other (two users'
    // pages at once on PGlite would meet the users' own line, src/server/data/userGate.ts, which
    // is timing and not the share's business).
    const staff: { status: number; body: { status: number; data?: { code?: string } } }[] = [];
    const read = async () => {
      for (let i = 0; i < 10; i++) staff.push(await w.call(i % 2 === 0 ? 1 : 5, '/index/admin.tomb_burialslot/_search', {}));
    };
    await read();
    // Then the rush goes on (the held turns end) and staff keep reading while the line drains.
    for (const release of releases) release();
    await Promise.all(held);
    await read();
    const publicAnswers = await Promise.all(bookings);
    expect(staff.map((r) => `${r.status} ${r.body.data?.code ?? r.body.status}`).filter((s) => s !== '200 200')).toEqual([]);
    const codes: Record<string, number> = {};
    for (const r of publicAnswers) {
      const key = r.body.status === 200 ? `${r.http} booked` : `${r.http} ${r.body.data?.code ?? r.body.status}`;
      codes[key] = (codes[key] ?? 0) + 1;
    }
    // The line was served (150 places, the rest of it full) and the refusals are the bulkhead's own count.
    expect(codes).toEqual({ '200 booked': 150, '409 visit_full': LINE - 150, '503 public_busy': 1000 - LINE });
    expect(share.totals()).toEqual({ peak: running, refused: before + 1000 - LINE });
    expect(share.stats()).toEqual({ running: 0, waiting: 0 });
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(150);
  }, 240_000);
});
