/**
 * The state figures of the KPI cards: what is owed on open orders and how many plots are in
 * each status, at the end of the period and at the end of the previous one. The end of a
 * period that reaches today is now (the live state); a past day is read from its daily
 * snapshot (../snapshots), or null when it has none.
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../base/range';
import { outstandingAt, plotsAt } from '../snapshots/read';
import type { ComparedState, Outstanding, SummaryData } from '../../../protocol/stats';
import { money, num, owing, sellerFilter, where, type DoorScope as Scope, type Db } from '../base/common';
import { plotCountsByArea } from './plotCounts';
import { allOf } from '../rollups/slices';

const outstanding = async (db: Db, scope: Scope): Promise<Outstanding> => {
  const { rows } = await sql<{ balance: string; orders: number }>`
    SELECT COALESCE(SUM(o.balance), 0) AS balance, COUNT(*)::int AS orders
    FROM tomb_order o
    WHERE ${where(scope, 'tomb_order', 'o')} AND ${owing('o')} ${sellerFilter('o', scope)}`.execute(db);
  return { balance: money(rows[0]?.balance), orders: num(rows[0]?.orders) };
};

/** Plots are shared by both channels, so their counts are not channel-scoped. */
const plotCounts = async (db: Db, statuses: readonly string[], sliced: boolean): Promise<Record<string, number>> => {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const r of await plotCountsByArea(db, sliced)) counts[r.status] = (counts[r.status] ?? 0) + num(r.n);
  return counts;
};

/** The same figure now or at a past day's end, and at the end of the period compared with. */
const comparedState = async <T>(q: StatsQuery, today: string, sliced: boolean, live: () => Promise<T>, at: (day: string) => Promise<T | null>): Promise<ComparedState<T>> => {
  // A period ending today or later ends in the state of now: today is not over, so it has no snapshot yet.
  const isLive = q.current.to >= today;
  const [current, previous] = await allOf(sliced, [() => (isLive ? live() : at(q.current.to)), () => at(q.previous.to)] as const);
  return { current, previous, days: { current: isLive ? today : q.current.to, previous: q.previous.to }, live: isLive };
};

/** The state part of the summary answer; `today` is the server's local day. */
export const stateFigures = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  plotStatuses: readonly string[],
  today: string,
  sliced = false,
): Promise<Pick<SummaryData, 'outstanding' | 'plots'>> => {
  const [owed, plots] = await allOf(sliced, [
    () => comparedState(q, today, sliced, () => outstanding(db, scope), (day) => outstandingAt(db, scope, day)),
    () => comparedState(q, today, sliced, () => plotCounts(db, plotStatuses, sliced), (day) => plotsAt(db, day, plotStatuses)),
  ] as const);
  return { outstanding: owed, plots };
};
