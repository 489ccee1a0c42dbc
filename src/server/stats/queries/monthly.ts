/**
 * Orders, sales and revenue per month over the period. Months without any row are filled
 * with zeros so the chart's axis has no gaps.
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../range';
import type { MonthRow } from '../types';
import { activeStatuses, between, paymentSellerJoin, money, num, sellerFilter, type Scope, type Db } from './common';

export const monthly = async (db: Db, q: StatsQuery, scope: Scope): Promise<MonthRow[]> => {
  // Months of the server's time zone, whatever the database session's zone: each row falls in
  // the bucket of the last month start it is not before (width_bucket), 1 = the first month.
  const buckets = sql`ARRAY[${sql.join(q.months.map((m) => sql`${m.start}::timestamptz`))}]`;
  const [orders, payments] = await Promise.all([
    sql<{ bucket: number; orders: number; sales: string }>`
      SELECT width_bucket(o.created_at, ${buckets}) AS bucket,
             COUNT(*)::int AS orders,
             COALESCE(SUM(o.total) FILTER (WHERE o.status IN (${activeStatuses()})), 0) AS sales
      FROM tomb_order o
      WHERE o.channel = ${scope.channel} AND ${between('o.created_at', q.instants.start, q.instants.end)} ${sellerFilter('o', scope)}
      GROUP BY 1`.execute(db),
    sql<{ bucket: number; revenue: string }>`
      SELECT width_bucket(p.paid_at, ${buckets}) AS bucket,
             COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END), 0) AS revenue
      FROM tomb_payment p ${paymentSellerJoin(scope)}
      WHERE p.channel = ${scope.channel} AND ${between('p.paid_at', q.instants.start, q.instants.end)}
      GROUP BY 1`.execute(db),
  ]);
  const out: MonthRow[] = q.months.map((m) => ({ month: m.month, orders: 0, sales: 0, revenue: 0 }));
  for (const r of orders.rows) {
    const row = out[num(r.bucket) - 1];
    if (row) Object.assign(row, { orders: num(r.orders), sales: money(r.sales) });
  }
  for (const r of payments.rows) {
    const row = out[num(r.bucket) - 1];
    if (row) row.revenue = money(r.revenue);
  }
  return out;
};
