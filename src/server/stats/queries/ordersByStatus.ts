/** Orders created in the period by their current status, every status of the config listed. */
import { sql } from 'kysely';
import { coverParts } from '../rollups/cover';
import { orderFacts } from '../rollups/facts';
import { periodParts } from '../rollups/parts';
import type { StatsQuery } from '../base/range';
import type { StatusRow } from '../../../protocol/stats';
import { money, num, type Scope, type Db } from '../base/common';

export const ordersByStatus = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  useRollups: boolean,
  statuses: readonly string[],
): Promise<StatusRow[]> => {
  const { rows } = await sql<{ status: string; orders: number; amount: string }>`
    SELECT f.status, SUM(f.orders)::int AS orders, COALESCE(SUM(f.total), 0) AS amount
    FROM (${orderFacts(coverParts(periodParts(q), useRollups), scope)}) f
    GROUP BY f.status
    HAVING SUM(f.orders) <> 0`.execute(db);
  const found = new Map(rows.map((r) => [r.status, r]));
  // Config order first, then any status the config does not know (never dropped silently).
  const known = statuses.map((s) => ({ status: s, orders: num(found.get(s)?.orders), amount: money(found.get(s)?.amount) }));
  const extra = rows.filter((r) => !statuses.includes(r.status)).map((r) => ({ status: r.status, orders: num(r.orders), amount: money(r.amount) }));
  return [...known, ...extra];
};
