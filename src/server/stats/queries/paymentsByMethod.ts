/** Payments made in the period by method: charges, refunds and their difference. */
import { sql } from 'kysely';
import type { StatsQuery } from '../range';
import type { MethodRow } from '../types';
import { between, money, num, paymentSellerJoin, type Scope, type Db } from './common';

export const paymentsByMethod = async (
  db: Db,
  q: StatsQuery,
  scope: Scope,
  methods: readonly string[],
): Promise<MethodRow[]> => {
  const { rows } = await sql<{ method: string; payments: number; charges: string; refunds: string }>`
    SELECT p.method, COUNT(*)::int AS payments,
           COALESCE(SUM(p.amount) FILTER (WHERE p.kind = 'charge'), 0) AS charges,
           COALESCE(SUM(p.amount) FILTER (WHERE p.kind = 'refund'), 0) AS refunds
    FROM tomb_payment p ${paymentSellerJoin(scope)}
    WHERE p.channel = ${scope.channel} AND ${between('p.paid_at', q.instants.start, q.instants.end)}
    GROUP BY p.method`.execute(db);
  const toRow = (method: string, r?: (typeof rows)[number]): MethodRow => {
    const charges = money(r?.charges);
    const refunds = money(r?.refunds);
    return { method, payments: num(r?.payments), charges, refunds, net: money(charges - refunds) };
  };
  const found = new Map(rows.map((r) => [r.method, r]));
  return [...methods.map((m) => toRow(m, found.get(m))), ...rows.filter((r) => !methods.includes(r.method)).map((r) => toRow(r.method, r))];
};
