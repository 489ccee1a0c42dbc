/**
 * The state figures of the KPI cards: what is owed on open orders and how many plots are in
 * each status, as they are now.
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../range';
import type { SummaryData } from '../types';
import { money, num, openStatuses, sellerFilter, type Scope, type Db } from './common';

export const outstanding = async (db: Db, scope: Scope): Promise<SummaryData['outstanding']> => {
  const { rows } = await sql<{ balance: string; orders: number }>`
    SELECT COALESCE(SUM(o.balance), 0) AS balance, COUNT(*)::int AS orders
    FROM tomb_order o
    WHERE o.channel = ${scope.channel} AND o.status IN (${openStatuses()}) AND o.balance > 0 ${sellerFilter('o', scope)}`.execute(db);
  return { balance: money(rows[0]?.balance), orders: num(rows[0]?.orders) };
};

/** Plots are shared by both channels, so their counts are not channel-scoped. */
export const plotCounts = async (db: Db, statuses: readonly string[]): Promise<Record<string, number>> => {
  const { rows } = await sql<{ status: string; n: number }>`
    SELECT status, COUNT(*)::int AS n FROM tomb_burialslot GROUP BY status`.execute(db);
  const counts = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const r of rows) counts[r.status] = num(r.n);
  return counts;
};

/** The state part of the summary answer. */
export const stateFigures = async (
  db: Db,
  _q: StatsQuery,
  scope: Scope,
  plotStatuses: readonly string[],
): Promise<Pick<SummaryData, 'outstanding' | 'plots'>> => {
  const [owed, plots] = await Promise.all([outstanding(db, scope), plotCounts(db, plotStatuses)]);
  return { outstanding: owed, plots };
};
