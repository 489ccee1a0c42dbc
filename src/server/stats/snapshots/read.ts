/**
 * The state figures of a past day, from its snapshot: null when the day has none (the
 * server was not running at its end, or the day is not over), never a made-up number.
 */
import { sql } from 'kysely';
import type { Outstanding } from '../../../protocol/stats';
import { money, num, sellerFilter, where, type Db, type DoorScope as Scope } from '../base/common';
import { SNAPSHOT_BALANCE } from './schema';

export const outstandingAt = async (db: Db, scope: Scope, day: string): Promise<Outstanding | null> => {
  // The marker row is what exists; a day without open orders has it and no balance rows.
  const { rows } = await sql<{ balance: string; orders: string }>`
    SELECT COALESCE(SUM(b.balance), 0) AS balance, COALESCE(SUM(b.orders), 0) AS orders
    FROM stats_snapshot_day d
    LEFT JOIN stats_snapshot_balance b ON b.day = d.day AND ${where(scope, SNAPSHOT_BALANCE, 'b')} ${sellerFilter('b', scope)}
    WHERE d.day = ${day}::date
    GROUP BY d.day`.execute(db);
  const row = rows[0];
  return row ? { balance: money(row.balance), orders: num(row.orders) } : null;
};

/** Every status of the config present (zeros included), like the live counts. */
export const plotsAt = async (db: Db, day: string, statuses: readonly string[]): Promise<Record<string, number> | null> => {
  const { rows } = await sql<{ status: string | null; plots: number | null }>`
    SELECT p.status, p.plots
    FROM stats_snapshot_day d
    LEFT JOIN stats_snapshot_plot p ON p.day = d.day
    WHERE d.day = ${day}::date`.execute(db);
  if (rows.length === 0) return null;
  const counts = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const r of rows) if (r.status !== null) counts[r.status] = num(r.plots);
  return counts;
};
