/**
 * The rows every stats query aggregates, for a list of parts (the current and previous
 * periods, or the months of a period): whole months come from the rollups, the days at the
 * edges from the orders and payments themselves, one branch per edge so the planner sees each
 * edge's bounds and its few rows. Each fact carries a weight (`orders`,
 * `payments`: 1 for a row, the count for a rollup, negative for a logged removal), so a query
 * sums the weights rather than counting rows, and a key whose weights sum to 0 is not there.
 */
import { sql, type RawBuilder } from 'kysely';
import { between, hasSeller, sellerFilter, where, type DoorScope as Scope } from '../base/common';
import type { Cover } from './cover';
import { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER } from './names';

const monthsTable = (cover: Cover): RawBuilder<unknown> =>
  sql`(VALUES ${sql.join(cover.months.map((m) => sql`(${m.month}::date, ${m.part}::int)`))}) AS c(month, part)`;

const unionAll = (branches: RawBuilder<unknown>[]): RawBuilder<unknown> => sql.join(branches, sql` UNION ALL `);

/**
 * The cover's whole months from a rollup: the one by seller (narrowed to the scope's seller)
 * when the seller is needed, else the one by channel alone, whose seller columns are 0 and ''.
 * `columns` are the rollup's own, after the seller.
 */
const monthsBranch = (
  cover: Cover,
  scope: Scope,
  bySeller: boolean,
  tables: { byChannel: string; bySeller: string },
  columns: RawBuilder<unknown>,
): RawBuilder<unknown> =>
  sql`SELECT c.part, ${bySeller ? sql`r.salesperson_id, r.agent` : sql`0 AS salesperson_id, '' AS agent`}, ${columns}
    FROM ${sql.table(bySeller ? tables.bySeller : tables.byChannel)} r JOIN ${monthsTable(cover)} ON r.month = c.month
    WHERE ${where(scope, bySeller ? tables.bySeller : tables.byChannel, 'r')} ${sellerFilter('r', scope)}`;

/**
 * Columns: part, salesperson_id (0 = none), agent ('' = none), status, orders (weight), total.
 * The seller columns are filled when asked for or narrowed to one seller; otherwise they are
 * 0 and '' and the rollup by channel alone is read.
 */
export const orderFacts = (cover: Cover, scope: Scope, withSeller = false): RawBuilder<unknown> => {
  const bySeller = withSeller || hasSeller(scope);
  const branches: RawBuilder<unknown>[] = [];
  if (cover.months.length > 0)
    branches.push(
      monthsBranch(cover, scope, bySeller, { byChannel: ORDER_MONTH, bySeller: ORDER_MONTH_SELLER }, sql`NULLIF(r.status, '') AS status, r.orders, r.total`),
    );
  for (const e of cover.edges)
    branches.push(sql`SELECT ${e.part}::int AS part, COALESCE(o.salesperson_id, 0) AS salesperson_id, COALESCE(o.agent, '') AS agent,
        o.status, 1 AS orders, o.total
      FROM tomb_order o
      WHERE ${where(scope, 'tomb_order', 'o')} AND ${between('o.created_at', e.start, e.end)} ${sellerFilter('o', scope)}`);
  return unionAll(branches);
};

/**
 * Columns: part, salesperson_id, agent (of the payment's order), kind, method, payments
 * (weight), amount. As for orders, the seller columns are only filled when needed: then the
 * rows side reads the payments' orders too (payments carry their own channel, not the seller).
 */
export const paymentFacts = (cover: Cover, scope: Scope, withSeller = false): RawBuilder<unknown> => {
  const bySeller = withSeller || hasSeller(scope);
  const branches: RawBuilder<unknown>[] = [];
  if (cover.months.length > 0)
    branches.push(
      monthsBranch(
        cover,
        scope,
        bySeller,
        { byChannel: PAYMENT_MONTH, bySeller: PAYMENT_MONTH_SELLER },
        sql`NULLIF(r.kind, '') AS kind, NULLIF(r.method, '') AS method, r.payments, r.amount`,
      ),
    );
  for (const e of cover.edges)
    branches.push(sql`SELECT ${e.part}::int AS part,
        ${bySeller ? sql`COALESCE(o.salesperson_id, 0)` : sql`0`} AS salesperson_id, ${bySeller ? sql`COALESCE(o.agent, '')` : sql`''`} AS agent,
        p.kind, p.method, 1 AS payments, p.amount
      FROM tomb_payment p
      ${bySeller ? sql`JOIN tomb_order o ON o.id = p.order_id AND ${where(scope, 'tomb_order', 'o')} ${sellerFilter('o', scope)}` : sql``}
      WHERE ${where(scope, 'tomb_payment', 'p')} AND ${between('p.paid_at', e.start, e.end)}`);
  return unionAll(branches);
};
