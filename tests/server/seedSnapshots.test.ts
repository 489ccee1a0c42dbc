/**
 * The demo seed's statistics snapshots in a real database (PGlite, and PostgreSQL too with
 * TEST_DATABASE_URL): every day of its past is there, and the backfilled snapshot of yesterday
 * is exactly what a live snapshot taken now records, since the seed writes nothing dated today.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { addDays, dayOf } from '../../src/server/clock/clock';
import { seedDemo, type DemoSummary } from '../../src/server/seed/demo';
import { ensureSnapshotSchema } from '../../src/server/stats/snapshots/schema';
import { takeSnapshot } from '../../src/server/stats/snapshots/take';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { BACKENDS } from './statsWorld';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

describe.each(BACKENDS)('the demo seed’s snapshots (%s)', (kind) => {
  let database: Database;
  let summary: DemoSummary;
  /** The generated instant the demo is laid out at and the live snapshot taken (noon: the day cannot change under the test). */
  const NOW = new Date(2026, 5, 15, 12, 0);
  const today = dayOf(NOW);
  const yesterday = addDays(today, -1);
  const midnight = new Date(`${today}T00:00:00`).toISOString();

  const rows = async <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(database.db)).rows;
  const stateOf = async (day: string) => ({
    plots: await rows(sql`SELECT status, plots FROM stats_snapshot_plot WHERE day = ${day}::date ORDER BY status`),
    balances: await rows(sql`
      SELECT channel, salesperson_id, agent, orders, balance FROM stats_snapshot_balance
      WHERE day = ${day}::date ORDER BY channel, salesperson_id, agent`),
  });

  beforeAll(async () => {
    database = kind === 'postgres' ? await openTestDatabase('seed_snapshots') : await openDatabase({});
    await migrate(database, appConfig);
    // Snapshots of an earlier life of the database: the seed rewrites the past, so it replaces them.
    await ensureSnapshotSchema({ database });
    await sql`INSERT INTO stats_snapshot_day (day, taken_at, source) VALUES (${yesterday}::date, now(), 'job'), ('2001-01-01', now(), 'job')`.execute(database.db);
    await sql`INSERT INTO stats_snapshot_plot (day, status, plots) VALUES (${yesterday}::date, 'available', 1), ('2001-01-01', 'sold', 1)`.execute(database.db);
    summary = await seedDemo(database, { now: NOW });
  });
  afterAll(async () => {
    if (database) await closeTestDatabase(database);
  });

  it('writes nothing dated today (the assumption the comparison below rests on)', async () => {
    const [dated] = await rows(sql<{ orders: number; payments: number; members: number }>`
      SELECT (SELECT COUNT(*) FROM tomb_order
              WHERE created_at >= ${midnight}::timestamptz OR updated_at >= ${midnight}::timestamptz
                 OR signed_at >= ${today}::date OR completed_at >= ${today}::date) AS orders,
             (SELECT COUNT(*) FROM tomb_payment WHERE paid_at >= ${midnight}::timestamptz) AS payments,
             (SELECT COUNT(*) FROM member WHERE created_at >= ${midnight}::timestamptz OR burial_date >= ${today}::date) AS members`);
    expect(dated).toEqual({ orders: 0, payments: 0, members: 0 });
  });

  it('has a snapshot of every day from the first order day to yesterday, and only those', async () => {
    const [first] = await rows(sql<{ day: string }>`SELECT MIN(created_at) AS day FROM tomb_order`);
    const [days] = await rows(sql<{ n: number; first: string; last: string; sources: string[] }>`
      SELECT COUNT(*) AS n, MIN(day) AS first, MAX(day) AS last, array_agg(DISTINCT source) AS sources FROM stats_snapshot_day`);
    expect(days).toEqual({ n: summary.snapshots, first: dayOf(new Date(first.day)), last: yesterday, sources: ['seed'] });
    expect(Math.round((Date.parse(yesterday) - Date.parse(days.first)) / 86_400_000) + 1).toBe(days.n);
  });

  it('ends yesterday exactly in the state a live snapshot records now', async () => {
    // Under today's date (which has none): the job's own statement, reading the seeded rows.
    expect(await takeSnapshot(privileged(database.db), today, NOW, 'test')).toBe(true);
    const live = await stateOf(today);
    expect(live.plots.length).toBeGreaterThan(3);
    expect(live.balances.length).toBeGreaterThan(3);
    expect(await stateOf(yesterday)).toEqual(live);
  });
});
