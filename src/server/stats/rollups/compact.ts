/**
 * Folds the delta logs back to one row per key and drops keys that sum to nothing. One
 * statement per table: rows appended by transactions that commit meanwhile are not visible
 * to it, so they stay, uncounted by the fold and still counted by every sum.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ORDER_MONTH, PAYMENT_MONTH } from './names';

export const compactRollups = async (db: Db): Promise<void> => {
  await sql`WITH dup AS (
      SELECT month, channel, salesperson_id, agent, status FROM ${sql.table(ORDER_MONTH)}
      GROUP BY 1, 2, 3, 4, 5 HAVING COUNT(*) > 1 OR SUM(orders) = 0
    ), gone AS (
      DELETE FROM ${sql.table(ORDER_MONTH)} r USING dup
      WHERE (r.month, r.channel, r.salesperson_id, r.agent, r.status) = (dup.month, dup.channel, dup.salesperson_id, dup.agent, dup.status)
      RETURNING r.*
    )
    INSERT INTO ${sql.table(ORDER_MONTH)}
    SELECT month, channel, salesperson_id, agent, status, SUM(orders), SUM(total) FROM gone
    GROUP BY 1, 2, 3, 4, 5 HAVING SUM(orders) <> 0 OR SUM(total) <> 0`.execute(db);
  await sql`WITH dup AS (
      SELECT month, channel, salesperson_id, agent, kind, method FROM ${sql.table(PAYMENT_MONTH)}
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING COUNT(*) > 1 OR SUM(payments) = 0
    ), gone AS (
      DELETE FROM ${sql.table(PAYMENT_MONTH)} r USING dup
      WHERE (r.month, r.channel, r.salesperson_id, r.agent, r.kind, r.method)
          = (dup.month, dup.channel, dup.salesperson_id, dup.agent, dup.kind, dup.method)
      RETURNING r.*
    )
    INSERT INTO ${sql.table(PAYMENT_MONTH)}
    SELECT month, channel, salesperson_id, agent, kind, method, SUM(payments), SUM(amount) FROM gone
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING SUM(payments) <> 0 OR SUM(amount) <> 0`.execute(db);
};
