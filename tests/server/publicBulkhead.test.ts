/**
 * The public booking page's bounded share of the database (issue 26 item 6, docs/visits.md "The
 * public share of the database"): 1,000 concurrent public bookings leave staff reads answering
 * 200 (before, the pool's queue filled and staff got 503 database_busy), on PostgreSQL
 * (TEST_DATABASE_URL) and PGlite; the bulkhead itself runs at most its share, first come first
 * served, and refuses with 503 public_busy when its line is full or the wait too long.
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
beforeAll(async () => {
  w = await buildWorld('public_bulkhead');
  noLimits(w);
});
afterAll(async () => {
  await w?.close();
});

describe(`a rush on the booking page beside staff (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('1,000 concurrent public bookings: every staff read answers 200, the public get a booking, "full" or public_busy, never database_busy', async () => {
    const gate = await addGate(w, 'Rush gate');
    const slot = await addSlot(w, { gate_id: gate, starts: '13:00', ends: '14:00', quota: 600 });
    const bookings = Array.from({ length: 1000 }, (_, i) => pub(w, 'book', { slot_id: slot.id, name: '王五', mobile: mobile(), people: 1 }, `198.51.${i % 200}.${i % 250}`));
    // Staff read lists while the rush is in flight: a clerk and a manager, each page after page as
    // a browser does (twenty at once from one user would meet that user's own line, src/server/data/userGate.ts).
    const reader = async (level: 1 | 5) => {
      const answers: { status: number; body: { status: number; data?: { code?: string } } }[] = [];
      for (let i = 0; i < 20; i++) answers.push(await w.call(level, '/index/admin.tomb_burialslot/_search', {}));
      return answers;
    };
    const staff = (await Promise.all([reader(1), reader(5)])).flat();
    const publicAnswers = await Promise.all(bookings);
    expect(staff.map((r) => `${r.status} ${r.body.data?.code ?? r.body.status}`).filter((s) => s !== '200 200')).toEqual([]);
    const codes = new Map<string, number>();
    for (const r of publicAnswers) {
      const key = r.body.status === 200 ? `${r.http} booked` : `${r.http} ${r.body.data?.code ?? r.body.status}`;
      codes.set(key, (codes.get(key) ?? 0) + 1);
    }
    expect([...codes.keys()].filter((k) => !/^(200 booked|409 visit_full|503 public_busy)$/.test(k)), JSON.stringify(Object.fromEntries(codes))).toEqual([]);
    // The slot was filled as far as the public got: the share serves, it does not just refuse.
    const booked = codes.get('200 booked') ?? 0;
    console.info(`public answers: ${JSON.stringify(Object.fromEntries(codes))}`);
    expect(booked).toBeGreaterThan(0);
    expect(Number((await w.row('visit_slot', Number(slot.id))).booked)).toBe(booked);
  }, 240_000);
});
