/**
 * Orders, sales and revenue per month over the period. Months without any row are filled
 * with zeros so the chart's axis has no gaps.
 */
import { sql } from 'kysely';
import { coverParts } from '../rollups/cover';
import { orderFacts, paymentFacts } from '../rollups/facts';
import { monthParts } from '../rollups/parts';
import { sumBySlices } from '../rollups/slices';
import type { StatsQuery } from '../base/range';
import type { MonthRow } from '../../../protocol/stats';
import { activeStatuses, money, num, type DoorScope as Scope, type Db } from '../base/common';

export const monthly = async (db: Db, q: StatsQuery, scope: Scope, useRollups: boolean, sliced = false): Promise<MonthRow[]> => {
  // Part i is the i-th month of the period (the first and last cut to it), in the server's time zone.
  const cover = coverParts(monthParts(q), useRollups);
  const orders = await sumBySlices(cover, sliced, { key: ['part'], counts: ['orders'], amounts: ['sales'] }, async (slice) =>
    (
      await sql<{ part: number; orders: number; sales: string }>`
        SELECT f.part, SUM(f.orders)::int AS orders,
               COALESCE(SUM(f.total) FILTER (WHERE f.status IN (${activeStatuses()})), 0) AS sales
        FROM (${orderFacts(slice, scope)}) f
        GROUP BY f.part`.execute(db)
    ).rows,
  );
  const payments = await sumBySlices(cover, sliced, { key: ['part'], counts: [], amounts: ['revenue'] }, async (slice) =>
    (
      await sql<{ part: number; revenue: string }>`
        SELECT f.part, COALESCE(SUM(CASE WHEN f.kind = 'refund' THEN -f.amount ELSE f.amount END), 0) AS revenue
        FROM (${paymentFacts(slice, scope)}) f
        GROUP BY f.part`.execute(db)
    ).rows,
  );
  const out: MonthRow[] = q.months.map((m) => ({ month: m.month, orders: 0, sales: 0, revenue: 0 }));
  for (const r of orders) {
    const row = out[num(r.part)];
    if (row) Object.assign(row, { orders: num(r.orders), sales: money(r.sales) });
  }
  for (const r of payments) {
    const row = out[num(r.part)];
    if (row) row.revenue = money(r.revenue);
  }
  return out;
};
