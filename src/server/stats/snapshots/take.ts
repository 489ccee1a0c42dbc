/**
 * Record the state as it is now under a day: the marker, the plots per status and the open
 * balances per channel and seller. Several server instances may try the same day at once:
 * the marker is inserted with ON CONFLICT DO NOTHING and the figures only follow the row it
 * returns, so exactly one of them writes the day and the others write nothing. A cemetery
 * without a single plot has no state to record: a new database stays empty (a backup can be
 * restored into it) until its plots are created.
 */
import { sql } from 'kysely';
import type { TypedDb } from '../../data/door';
import { owing } from '../base/common';

/** Who wrote a snapshot: the daily job, the demo seed's backfill, or a test. */
export type SnapshotSource = 'job' | 'seed' | 'test';

/**
 * One statement (data-modifying CTEs), so the plots and the balances come from the same view
 * of the database and are written in the marker's transaction. Answers whether this call wrote
 * the day (false: it was already there, or there is no plot yet).
 */
export const takeSnapshot = async (db: TypedDb, day: string, takenAt: Date, source: SnapshotSource): Promise<boolean> => {
  const { rows } = await sql<{ written: number }>`
    WITH marker AS (
      INSERT INTO stats_snapshot_day (day, taken_at, source)
      SELECT ${day}::date, ${takenAt.toISOString()}::timestamptz, ${source}
      WHERE EXISTS (SELECT 1 FROM tomb_burialslot)
      ON CONFLICT (day) DO NOTHING
      RETURNING day
    ), plots AS (
      INSERT INTO stats_snapshot_plot (day, status, plots)
      SELECT m.day, b.status, COUNT(*)::int FROM marker m CROSS JOIN tomb_burialslot b GROUP BY m.day, b.status
    ), balances AS (
      INSERT INTO stats_snapshot_balance (day, channel, salesperson_id, agent, orders, balance)
      SELECT m.day, o.channel, COALESCE(o.salesperson_id, 0), COALESCE(o.agent, ''), COUNT(*)::int, SUM(o.balance)
      FROM marker m CROSS JOIN tomb_order o
      WHERE ${owing('o')}
      GROUP BY m.day, o.channel, COALESCE(o.salesperson_id, 0), COALESCE(o.agent, '')
    )
    SELECT COUNT(*)::int AS written FROM marker`.execute(db);
  return Number(rows[0]?.written ?? 0) > 0;
};
