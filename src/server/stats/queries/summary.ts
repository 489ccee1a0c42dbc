/**
 * The KPI cards: each flow figure for the period (to date when it reaches past today) and the
 * calendar period it is compared with (../range.ts) in one query (part 1 and part 0 of the
 * facts, see ../rollups/facts.ts), plus the state figures (./state.ts).
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../base/range';
import type { Compared, Period, SummaryData } from '../../../protocol/stats';
import { coverParts, type Cover } from '../rollups/cover';
import { orderFacts, paymentFacts } from '../rollups/facts';
import { comparedParts } from '../rollups/parts';
import { allOf, sumBySlices } from '../rollups/slices';
import { between, money, num, where, type DoorScope as Scope, type Db } from '../base/common';
import { stateFigures } from './state';

const compared = (current: unknown, previous: unknown, asMoney = false): Compared =>
  asMoney ? { current: money(current), previous: money(previous) } : { current: num(current), previous: num(previous) };

const orderCounts = async (db: Db, cover: Cover, scope: Scope, sliced: boolean): Promise<Compared> => {
  const [row] = await sumBySlices(cover, sliced, { key: [], counts: ['cur', 'prev'], amounts: [] }, async (slice) =>
    (
      await sql<{ cur: number; prev: number }>`
        SELECT COALESCE(SUM(f.orders) FILTER (WHERE f.part = 1), 0)::int AS cur,
               COALESCE(SUM(f.orders) FILTER (WHERE f.part = 0), 0)::int AS prev
        FROM (${orderFacts(slice, scope)}) f`.execute(db)
    ).rows,
  );
  return compared(row?.cur, row?.prev);
};

interface MoneyRow {
  charges: string | number;
  refunds: string | number;
  prev_charges: string | number;
  prev_refunds: string | number;
}

const paymentSums = async (db: Db, cover: Cover, scope: Scope, sliced: boolean): Promise<MoneyRow | undefined> => {
  const [row] = await sumBySlices(cover, sliced, { key: [], counts: [], amounts: ['charges', 'refunds', 'prev_charges', 'prev_refunds'] }, async (slice) =>
    (
      await sql<MoneyRow>`
        SELECT COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'charge' AND f.part = 1), 0) AS charges,
               COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'refund' AND f.part = 1), 0) AS refunds,
               COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'charge' AND f.part = 0), 0) AS prev_charges,
               COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'refund' AND f.part = 0), 0) AS prev_refunds
        FROM (${paymentFacts(slice, scope)}) f`.execute(db)
    ).rows,
  );
  return row;
};

const memberCounts = async (db: Db, q: StatsQuery, scope: Scope): Promise<{ registrations: Compared; burials: Compared }> => {
  // One indexed range scan per figure and period (the two periods need not touch: last month
  // to the same day ends before this month starts). burial_date is a date column: it is
  // compared with the days themselves.
  const registered = (p: { start: string; end: string }) =>
    sql`(SELECT COUNT(*)::int FROM member m WHERE ${where(scope, 'member', 'm')} AND ${between('m.created_at', p.start, p.end)})`;
  const buried = (p: Period) =>
    sql`(SELECT COUNT(*)::int FROM member m WHERE ${where(scope, 'member', 'm')} AND m.burial_date >= ${p.from}::date AND m.burial_date <= ${p.to}::date)`;
  const { rows } = await sql<{ reg: number; reg_prev: number; bur: number; bur_prev: number }>`
    SELECT ${registered(q.instants.current)} AS reg, ${registered(q.instants.previous)} AS reg_prev,
           ${buried(q.current)} AS bur, ${buried(q.previous)} AS bur_prev`.execute(db);
  const row = rows[0];
  return { registrations: compared(row?.reg, row?.reg_prev), burials: compared(row?.bur, row?.bur_prev) };
};

export const summary = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  useRollups: boolean,
  plotStatuses: readonly string[],
  today: string,
  sliced = false,
): Promise<SummaryData> => {
  const cover = coverParts(comparedParts(q), useRollups);
  const [orders, pay, members, state] = await allOf(sliced, [
    () => orderCounts(db, cover, scope, sliced),
    () => paymentSums(db, cover, scope, sliced),
    () => memberCounts(db, q, scope),
    () => stateFigures(db, q, scope, plotStatuses, today, sliced),
  ] as const);
  const charges = compared(pay?.charges, pay?.prev_charges, true);
  const refunds = compared(pay?.refunds, pay?.prev_refunds, true);
  return {
    channel: scope.channel,
    period: q.period,
    current: q.current,
    previous: q.previous,
    basis: q.basis,
    shift: q.shift,
    toDate: q.toDate,
    orders,
    revenue: { current: money(charges.current - refunds.current), previous: money(charges.previous - refunds.previous) },
    charges,
    refunds,
    registrations: members.registrations,
    burials: members.burials,
    ...state,
  };
};
