/**
 * The best sellers of the period: salespeople (users, by nickname) inside, agents (the free
 * text on the order) outside. Orders and sales count orders created in the period; received
 * counts payments made in the period on any of the seller's orders.
 */
import { sql } from 'kysely';
import type { StatsQuery } from '../range';
import type { SellerRow } from '../types';
import { activeStatuses, between, money, num, sellerFilter, type Scope, type Db } from './common';

export const TOP_SELLERS = 10;

export const topSellers = async (db: Db, q: StatsQuery, scope: Scope): Promise<SellerRow[]> => {
  const byUser = scope.channel === 'inside';
  // A FULL JOIN needs an equality on non-null keys: "no seller" becomes 0 or ''.
  const key = byUser ? sql`COALESCE(o.salesperson_id, 0)` : sql`COALESCE(o.agent, '')`;
  const { rows } = await sql<{ k: string | number; name: string | null; orders: number; sales: string; received: string }>`
    WITH s AS (
      SELECT ${key} AS k, COUNT(*)::int AS orders,
             COALESCE(SUM(o.total) FILTER (WHERE o.status IN (${activeStatuses()})), 0) AS sales
      FROM tomb_order o
      WHERE o.channel = ${scope.channel} AND ${between('o.created_at', q.instants.start, q.instants.end)} ${sellerFilter('o', scope)}
      GROUP BY 1
    ), r AS (
      SELECT ${key} AS k, SUM(CASE WHEN p.kind = 'refund' THEN -p.amount ELSE p.amount END) AS received
      -- A payment and its order share the channel; saying so lets the join skip the other channel's orders.
      FROM tomb_payment p JOIN tomb_order o ON o.id = p.order_id AND o.channel = ${scope.channel}
      WHERE p.channel = ${scope.channel} AND ${between('p.paid_at', q.instants.start, q.instants.end)} ${sellerFilter('o', scope)}
      GROUP BY 1
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
