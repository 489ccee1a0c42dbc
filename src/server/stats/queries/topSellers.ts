/**
 * The best sellers of the period: salespeople (users, by nickname) inside, agents (the free
 * text on the order) outside. Orders and sales count orders created in the period; received
 * counts payments made in the period on any of the seller's orders.
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../base/range';
import type { SellerRow } from '../../../protocol/stats';
import { coverParts } from '../rollups/cover';
import { orderFacts, paymentFacts } from '../rollups/facts';
import { periodParts } from '../rollups/parts';
import { activeStatuses, money, num, type Scope, type Db } from '../base/common';

const TOP_SELLERS = 10;

export const topSellers = async (db: Db, q: StatsQuery, scope: Scope, useRollups: boolean): Promise<SellerRow[]> => {
  const byUser = scope.channel === 'inside';
  const cover = coverParts(periodParts(q), useRollups);
  // The facts say "no seller" as 0 or '', so the FULL JOIN's keys are never null.
  const key = byUser ? sql`f.salesperson_id` : sql`f.agent`;
  const { rows } = await sql<{ k: string | number; name: string | null; orders: number; sales: string; received: string }>`
    WITH s AS (
      SELECT ${key} AS k, SUM(f.orders)::int AS orders,
             COALESCE(SUM(f.total) FILTER (WHERE f.status IN (${activeStatuses()})), 0) AS sales
      FROM (${orderFacts(cover, scope, true)}) f
      GROUP BY 1
      HAVING SUM(f.orders) <> 0
    ), r AS (
      SELECT ${key} AS k, SUM(CASE WHEN f.kind = 'refund' THEN -f.amount ELSE f.amount END) AS received
      FROM (${paymentFacts(cover, scope, true)}) f
      GROUP BY 1
      HAVING SUM(f.payments) <> 0
    ), t AS (
      SELECT COALESCE(s.k, r.k) AS k, COALESCE(s.orders, 0) AS orders, COALESCE(s.sales, 0) AS sales,
             COALESCE(r.received, 0) AS received
      FROM s FULL JOIN r ON s.k = r.k
      ORDER BY 3 DESC, 4 DESC, 2 DESC, 1
      LIMIT ${TOP_SELLERS}
    )
    SELECT t.k, ${byUser ? sql`u.nickname` : sql`NULLIF(t.k, '')`} AS name, t.orders, t.sales, t.received
    FROM t ${byUser ? sql`LEFT JOIN "user" u ON u.id = t.k` : sql``}
    ORDER BY t.sales DESC, t.received DESC, t.orders DESC, t.k`.execute(db);
  return rows.map((r) => ({
    id: byUser && num(r.k) !== 0 ? num(r.k) : null,
    name: r.name,
    orders: num(r.orders),
    sales: money(r.sales),
    received: money(r.received),
  }));
};
