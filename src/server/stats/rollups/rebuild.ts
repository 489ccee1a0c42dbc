/** The rollups computed again from every order and payment (first start, new time zone or version, a restore). */
import { sql } from 'kysely';
import type { TypedDb } from '../../data/door';
import { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_LAYOUTS } from './names';

export const rebuildRollups = async (db: TypedDb): Promise<void> => {
  for (const { table } of ROLLUP_LAYOUTS) await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  await sql`INSERT INTO ${sql.table(ORDER_MONTH_SELLER)}
    SELECT stats_local_month(o.created_at), COALESCE(o.channel, ''), COALESCE(o.salesperson_id, 0), COALESCE(o.agent, ''), COALESCE(o.status, ''),
           COUNT(*), COALESCE(SUM(o.total), 0)
    FROM tomb_order o WHERE o.created_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
  await sql`INSERT INTO ${sql.table(ORDER_MONTH)}
    SELECT month, channel, status, SUM(orders), SUM(total) FROM ${sql.table(ORDER_MONTH_SELLER)} GROUP BY 1, 2, 3`.execute(db);
  await sql`INSERT INTO ${sql.table(PAYMENT_MONTH_SELLER)}
    SELECT stats_local_month(p.paid_at), COALESCE(p.channel, ''), COALESCE(o.salesperson_id, 0), COALESCE(o.agent, ''),
           COALESCE(p.kind, ''), COALESCE(p.method, ''), COUNT(*), COALESCE(SUM(p.amount), 0)
    FROM tomb_payment p LEFT JOIN tomb_order o ON o.id = p.order_id
    WHERE p.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6`.execute(db);
  await sql`INSERT INTO ${sql.table(PAYMENT_MONTH)}
    SELECT month, channel, kind, method, SUM(payments), SUM(amount) FROM ${sql.table(PAYMENT_MONTH_SELLER)} GROUP BY 1, 2, 3, 4`.execute(db);
};
