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
import { sumBySlices } from '../rollups/slices';
import { activeStatuses, money, num, type DoorScope as Scope, type Db } from '../base/common';

const TOP_SELLERS = 10;

/** Sales, then received, then orders, descending; then the seller's key (the order the SQL used). */
const bySales = (a: Sum, b: Sum): number =>
  b.sales - a.sales || b.received - a.received || b.orders - a.orders || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0);

interface Sum {
  k: string | number;
  orders: number;
  sales: number;
  received: number;
}

/**
 * Each seller's sums are read (in slices on the embedded database: ../rollups/slices.ts) and
 * added up, then the best TOP_SELLERS kept and named. A seller is there when its orders' weights
 * or its payments' weights do not add up to 0.
 */
export const topSellers = async (db: Db, q: StatsQuery, scope: Scope, useRollups: boolean, sliced = false): Promise<SellerRow[]> => {
  const byUser = scope.channel === 'inside';
  const cover = coverParts(periodParts(q), useRollups);
  // The facts say "no seller" as 0 or '', so the keys are never null.
  const key = byUser ? sql`f.salesperson_id` : sql`f.agent`;
  const keyOf = (v: unknown): string | number => (byUser ? num(v) : String(v ?? ''));
  const sold = await sumBySlices(cover, sliced, { key: ['k'], counts: ['orders'], amounts: ['sales'] }, async (slice) =>
    (
      await sql<{ k: string | number; orders: number; sales: string }>`
        SELECT ${key} AS k, SUM(f.orders)::int AS orders,
               COALESCE(SUM(f.total) FILTER (WHERE f.status IN (${activeStatuses()})), 0) AS sales
        FROM (${orderFacts(slice, scope, true)}) f
        GROUP BY 1`.execute(db)
    ).rows,
  );
  const paid = await sumBySlices(cover, sliced, { key: ['k'], counts: ['payments'], amounts: ['received'] }, async (slice) =>
    (
      await sql<{ k: string | number; payments: number; received: string }>`
        SELECT ${key} AS k, SUM(f.payments)::int AS payments, SUM(CASE WHEN f.kind = 'refund' THEN -f.amount ELSE f.amount END) AS received
        FROM (${paymentFacts(slice, scope, true)}) f
        GROUP BY 1`.execute(db)
    ).rows,
  );
  const sums = new Map<string | number, Sum>();
  const of = (k: string | number): Sum => sums.get(k) ?? (sums.set(k, { k, orders: 0, sales: 0, received: 0 }).get(k) as Sum);
  for (const r of sold.filter((x) => x.orders !== 0)) Object.assign(of(keyOf(r.k)), { orders: r.orders, sales: r.sales });
  for (const r of paid.filter((x) => x.payments !== 0)) of(keyOf(r.k)).received = r.received;
  const top = [...sums.values()].sort(bySales).slice(0, TOP_SELLERS);
  const ids = byUser ? top.map((t) => Number(t.k)).filter((id) => id !== 0) : [];
  const names = new Map(
    ids.length === 0 ? [] : (await db.selectFrom('user').select(['id', 'nickname']).where('id', 'in', ids).execute()).map((u) => [u.id, u.nickname as string | null]),
  );
  return top.map((t) => ({
    id: byUser && Number(t.k) !== 0 ? Number(t.k) : null,
    name: byUser ? (names.get(Number(t.k)) ?? null) : t.k === '' ? null : String(t.k),
    orders: t.orders,
    sales: money(t.sales),
    received: money(t.received),
  }));
};
