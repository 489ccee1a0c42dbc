/**
 * The daily snapshot job (src/server/stats/snapshots): at start it takes yesterday's snapshot
 * when missing, a second instance does not write the day again, and at local midnight it takes
 * the day that just ended; with the domain clock moved by the test, on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { SNAPSHOT_START_JOB } from '../../src/server/stats/snapshots/plugin';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { msUntilNextMidnight, snapshotJob } from '../../src/server/stats/snapshots/job';
import { takeSnapshot } from '../../src/server/stats/snapshots/take';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { BACKENDS } from './statsWorld';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

describe('msUntilNextMidnight', () => {
  it('waits until the next local midnight, at least a second', () => {
    expect(msUntilNextMidnight(new Date(2030, 0, 10, 23, 0, 0))).toBe(3_600_000);
    expect(msUntilNextMidnight(new Date(2030, 0, 10, 0, 0, 0))).toBe(new Date(2030, 0, 11).getTime() - new Date(2030, 0, 10).getTime());
    expect(msUntilNextMidnight(new Date(2030, 0, 10, 23, 59, 59, 900))).toBe(1_000);
  });
});

describe('snapshotJob', () => {
  it('logs a failure instead of throwing, and stops cleanly', async () => {
    // A database without the tables: every snapshot fails.
    const empty = await openDatabase({});
    try {
      const log = { error: vi.fn() };
      const job = snapshotJob(privileged(empty.db), () => ({ now: () => new Date(2030, 0, 10, 12) }), log as never);
      await expect(job.start()).resolves.toBeUndefined();
      expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: expect.stringMatching(/does not exist/) }) }, 'statistics snapshot failed');
      await job.stop();
    } finally {
      await empty.close();
    }
  });
});

describe('a database without plots', () => {
  it('records nothing: a new database stays empty, so a backup can be restored into it', async () => {
    const database = await openTestDatabase('snapshot_empty');
    try {
      await migrate(database, appConfig);
      const app = await buildApp({ database });
      app.clock = { now: () => new Date(2030, 0, 10, 9, 30) };
      await app.ready();
      await app.close();
      expect(await takeSnapshot(privileged(database.db), '2030-01-10', new Date(2030, 0, 10, 9, 31), 'job')).toBe(false);
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM stats_snapshot_day`.execute(database.db);
      expect(rows[0].n).toBe(0);
    } finally {
      await closeTestDatabase(database);
    }
  });
});

interface Live {
  plots: Record<string, number>;
  balances: Record<string, { orders: number; balance: number }>;
}

describe.each(BACKENDS)('the daily snapshot job (%s)', (kind) => {
  let database: Database;
  /** A second connection to the same database, as another server instance has (PostgreSQL); PGlite has one. */
  let other: Database;
  const apps: FastifyInstance[] = [];

  const rows = async <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(database.db)).rows;
  const markers = () => rows(sql<{ day: string; taken_at: string; source: string }>`SELECT day, taken_at, source FROM stats_snapshot_day ORDER BY day`);
  const marker = async (day: string) => (await markers()).find((m) => m.day === day);

  /** The state now, from the rows with plain SQL, summed in JS in cents. */
  const live = async (): Promise<Live> => {
    const plots: Record<string, number> = {};
    for (const p of await rows(sql<{ status: string }>`SELECT status FROM tomb_burialslot`)) plots[p.status] = (plots[p.status] ?? 0) + 1;
    const balances: Record<string, { orders: number; balance: number }> = {};
    const orders = await rows(sql<{ channel: string; salesperson_id: number | null; agent: string | null; status: string; balance: number }>`
      SELECT channel, salesperson_id, agent, status, balance FROM tomb_order`);
    for (const o of orders.filter((o) => ['reserved', 'contracted', 'paid'].includes(o.status) && Number(o.balance) > 0)) {
      const key = `${o.channel}/${o.salesperson_id ?? 0}/${o.agent ?? ''}`;
      const b = balances[key] ?? { orders: 0, balance: 0 };
      balances[key] = { orders: b.orders + 1, balance: b.balance + Math.round(Number(o.balance) * 100) };
    }
    return { plots, balances };
  };
  const stored = async (day: string): Promise<Live> => {
    const plots = Object.fromEntries(
      (await rows(sql<{ status: string; plots: number }>`SELECT status, plots FROM stats_snapshot_plot WHERE day = ${day}::date`)).map((p) => [p.status, p.plots]),
    );
    const balances = Object.fromEntries(
      (
        await rows(sql<{ channel: string; salesperson_id: number; agent: string; orders: number; balance: number }>`
          SELECT channel, salesperson_id, agent, orders, balance FROM stats_snapshot_balance WHERE day = ${day}::date`)
      ).map((b) => [`${b.channel}/${b.salesperson_id}/${b.agent}`, { orders: b.orders, balance: Math.round(Number(b.balance) * 100) }]),
    );
    return { plots, balances };
  };

  /** An instance of the server whose domain clock reads `now()`, started (onReady) with it. */
  const start = async (on: Database, now: () => Date): Promise<FastifyInstance> => {
    const app = await buildApp({ database: on });
    app.clock = { now };
    apps.push(app);
    await app.ready();
    // Yesterday's snapshot is taken after ready, in the background: wait for it, never for a time.
    await app.startupWork.settled();
    expect(app.startupWork.outcome(SNAPSHOT_START_JOB)).toBe('done');
    return app;
  };

  beforeAll(async () => {
    database = kind === 'postgres' ? await openTestDatabase('snapshot_job') : await openDatabase({});
    await migrate(database, appConfig);
    // Seeded as main.ts does, before the server starts: its snapshots end yesterday (real time).
    await seedDemo(database);
    if (kind === 'postgres') {
      const [{ schema }] = await rows(sql<{ schema: string }>`SELECT current_schema() AS schema`);
      other = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema });
    } else other = database;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (other && other !== database) await other.close();
    if (database) await closeTestDatabase(database);
  });

  it('takes yesterday’s snapshot at start when it is missing: the state at that time', async () => {
    const now = new Date(2030, 0, 10, 9, 30);
    await start(database, () => now);
    expect(await marker('2030-01-09')).toEqual({ day: '2030-01-09', taken_at: now.toISOString(), source: 'job' });
    const state = await live();
    expect(Object.keys(state.balances).length).toBeGreaterThan(3);
    expect(await stored('2030-01-09')).toEqual(state);
  });

  it('does not write the day again from a second instance, or a second call', async () => {
    const before = await stored('2030-01-09');
    await start(other, () => new Date(2030, 0, 10, 15, 0));
    expect(await marker('2030-01-09')).toMatchObject({ taken_at: new Date(2030, 0, 10, 9, 30).toISOString() });
    expect(await stored('2030-01-09')).toEqual(before);
    expect(await takeSnapshot(privileged(database.db), '2030-01-09', new Date(2030, 0, 10, 15, 1), 'job')).toBe(false);
    // Two instances on the same new day at the same moment: exactly one writes it.
    const at = new Date(2030, 1, 2, 0, 5);
    const both = await Promise.all([takeSnapshot(privileged(database.db), '2030-02-01', at, 'job'), takeSnapshot(privileged(other.db), '2030-02-01', at, 'job')]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await stored('2030-02-01')).toEqual(await live());
  });

  it('takes the day that just ended at local midnight, then waits for the next one', async () => {
    let now = new Date(2030, 0, 10, 23, 59, 59);
    await start(database, () => now);
    // The day changes before midnight: a plot withdrawn in the evening is in that day's snapshot.
    const [plot] = await rows(sql<{ id: number }>`SELECT id FROM tomb_burialslot WHERE status = 'available' ORDER BY id LIMIT 1`);
    await sql`UPDATE tomb_burialslot SET status = 'unavailable' WHERE id = ${plot.id}`.execute(database.db);
    expect(await marker('2030-01-10')).toBeUndefined();
    now = new Date(2030, 0, 11, 0, 0, 0, 250);
    await vi.waitFor(async () => expect(await marker('2030-01-10')).toBeDefined(), { timeout: 15_000, interval: 100 });
    expect(await marker('2030-01-10')).toEqual({ day: '2030-01-10', taken_at: now.toISOString(), source: 'job' });
    const state = await live();
    expect(await stored('2030-01-10')).toEqual(state);
    expect(state.plots.unavailable).toBe((await stored('2030-01-09')).plots.unavailable + 1);
  });

  it('stops its timer when the server closes', async () => {
    let now = new Date(2030, 0, 11, 23, 59, 59);
    const app = await start(database, () => now);
    await app.close();
    now = new Date(2030, 0, 12, 0, 0, 1);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await marker('2030-01-11')).toBeUndefined();
  });
});
