/** Payments made in the period by method: charges, refunds and their difference. */
import { sql } from 'kysely';
import { coverParts } from '../rollups/cover';
import { paymentFacts } from '../rollups/facts';
import { periodParts } from '../rollups/parts';
import { sumBySlices } from '../rollups/slices';
import type { StatsQuery } from '../base/range';
import type { MethodRow } from '../../../protocol/stats';
import { money, num, type DoorScope as Scope, type Db } from '../base/common';

export const paymentsByMethod = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  useRollups: boolean,
  methods: readonly string[],
  sliced = false,
): Promise<MethodRow[]> => {
  const sums = await sumBySlices(coverParts(periodParts(q), useRollups), sliced, { key: ['method'], counts: ['payments'], amounts: ['charges', 'refunds'] }, async (cover) =>
    (
      await sql<{ method: string; payments: number; charges: string; refunds: string }>`
        SELECT f.method, SUM(f.payments)::int AS payments,
               COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'charge'), 0) AS charges,
               COALESCE(SUM(f.amount) FILTER (WHERE f.kind = 'refund'), 0) AS refunds
        FROM (${paymentFacts(cover, scope)}) f
        GROUP BY f.method`.execute(db)
    ).rows,
  );
  const rows = sums.filter((r) => r.payments !== 0).map((r) => ({ ...r, method: String(r.method) }));
  const toRow = (method: string, r?: (typeof rows)[number]): MethodRow => {
    const charges = money(r?.charges);
    const refunds = money(r?.refunds);
    return { method, payments: num(r?.payments), charges, refunds, net: money(charges - refunds) };
  };
  const found = new Map(rows.map((r) => [r.method, r]));
  return [...methods.map((m) => toRow(m, found.get(m))), ...rows.filter((r) => !methods.includes(r.method)).map((r) => toRow(r.method, r))];
};
