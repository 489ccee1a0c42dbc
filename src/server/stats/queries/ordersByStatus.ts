/** Orders created in the period by their current status, every status of the config listed. */
import { sql } from 'kysely';
import type { StatsQuery } from '../range';
import type { StatusRow } from '../types';
import { between, money, num, sellerFilter, type Scope, type Db } from './common';

export const ordersByStatus = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  statuses: readonly string[],
): Promise<StatusRow[]> => {
  const { rows } = await sql<{ status: string; orders: number; amount: string }>`
    SELECT o.status, COUNT(*)::int AS orders, COALESCE(SUM(o.total), 0) AS amount
    FROM tomb_order o
    WHERE o.channel = ${scope.channel} AND ${between('o.created_at', q.instants.start, q.instants.end)} ${sellerFilter('o', scope)}
    GROUP BY o.status`.execute(db);
  const found = new Map(rows.map((r) => [r.status, r]));
  // Config order first, then any status the config does not know (never dropped silently).
  const known = statuses.map((s) => ({ status: s, orders: num(found.get(s)?.orders), amount: money(found.get(s)?.amount) }));
  const extra = rows.filter((r) => !statuses.includes(r.status)).map((r) => ({ status: r.status, orders: num(r.orders), amount: money(r.amount) }));
  return [...known, ...extra];
};
