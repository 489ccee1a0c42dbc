/** Orders created in the period by their current status, every status of the config listed. */
import { sql } from 'kysely';
import { coverParts } from '../rollups/cover';
import { orderFacts } from '../rollups/facts';
import { periodParts } from '../rollups/parts';
import { sumBySlices } from '../rollups/slices';
import type { StatsQuery } from '../base/range';
import type { StatusRow } from '../../../protocol/stats';
import { money, num, type DoorScope as Scope, type Db } from '../base/common';

export const ordersByStatus = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  useRollups: boolean,
  statuses: readonly string[],
  sliced = false,
): Promise<StatusRow[]> => {
  const sums = await sumBySlices(coverParts(periodParts(q), useRollups), sliced, { key: ['status'], counts: ['orders'], amounts: ['amount'] }, async (cover) =>
    (
      await sql<{ status: string; orders: number; amount: string }>`
        SELECT f.status, SUM(f.orders)::int AS orders, COALESCE(SUM(f.total), 0) AS amount
        FROM (${orderFacts(cover, scope)}) f
        GROUP BY f.status`.execute(db)
    ).rows,
  );
  // A status whose weights add up to 0 (its orders all moved on) is not there.
  const rows = sums.filter((r) => r.orders !== 0).map((r) => ({ ...r, status: String(r.status) }));
  const found = new Map(rows.map((r) => [r.status, r]));
  // Config order first, then any status the config does not know (never dropped silently).
  const known = statuses.map((s) => ({ status: s, orders: num(found.get(s)?.orders), amount: money(found.get(s)?.amount) }));
  const extra = rows.filter((r) => !statuses.includes(r.status)).map((r) => ({ status: r.status, orders: num(r.orders), amount: money(r.amount) }));
  return [...known, ...extra];
};
