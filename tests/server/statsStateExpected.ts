/**
 * The summary's state figures (outstanding balance, plots by status) as the tests expect them:
 * the live figures given by the caller (computed from the rows, statsExpected.ts) when the
 * period reaches today, else the day's snapshot read with plain SQL and summed in JS in cents;
 * null for a day without a snapshot. Nothing here shares code with src/server/stats.
 */
import { STATS_TODAY } from './statsWorld';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import type { Filter } from './statsExpected';

const PLOT_STATUSES = ['available', 'reserved', 'sold', 'buried', 'unavailable'];

interface Owed {
  balance: number;
  orders: number;
}

interface State {
  outstanding: Owed;
  plots: Record<string, number>;
}


const cents = (n: unknown): number => Math.round(Number(n) * 100);

/** Every plot status present, zeros included, as the answer gives them. */
const allStatuses = (counts: Record<string, number>): Record<string, number> => ({
  ...Object.fromEntries(PLOT_STATUSES.map((s) => [s, 0])),
  ...counts,
});

const snapshotOf = async (db: Db, f: Filter, day: string): Promise<{ outstanding: Owed | null; plots: Record<string, number> | null }> => {
  const marker = await sql`SELECT day FROM stats_snapshot_day WHERE day = ${day}::date`.execute(db);
  if (marker.rows.length === 0) return { outstanding: null, plots: null };
  const balances = await sql<{ channel: string; salesperson_id: number; agent: string; orders: number; balance: number }>`
    SELECT channel, salesperson_id, agent, orders, balance FROM stats_snapshot_balance WHERE day = ${day}::date`.execute(db);
  const mine = balances.rows.filter(
    (b) => b.channel === f.channel && (f.salesperson_id === undefined || b.salesperson_id === f.salesperson_id) && (f.agent === undefined || b.agent === f.agent),
  );
  const plots: Record<string, number> = {};
  const rows = await sql<{ status: string; plots: number }>`SELECT status, plots FROM stats_snapshot_plot WHERE day = ${day}::date`.execute(db);
  for (const p of rows.rows) plots[p.status] = Number(p.plots);
  return {
    outstanding: { balance: mine.reduce((s, b) => s + cents(b.balance), 0) / 100, orders: mine.reduce((s, b) => s + Number(b.orders), 0) },
    plots: allStatuses(plots),
  };
};

/** The `outstanding` and `plots` of the summary answer for a period, its previous period and the live state. */
export const expectedState = async (
  db: Db,
  f: Filter,
  period: { to: string },
  previous: { to: string },
  live: State,
  today = STATS_TODAY,
) => {
  const isLive = period.to >= today;
  const current = isLive ? { outstanding: live.outstanding, plots: allStatuses(live.plots) } : await snapshotOf(db, f, period.to);
  const before = await snapshotOf(db, f, previous.to);
  const days = { current: isLive ? today : period.to, previous: previous.to };
  return {
    outstanding: { current: current.outstanding, previous: before.outstanding, days, live: isLive },
    plots: { current: current.plots, previous: before.plots, days, live: isLive },
  };
};
