/**
 * The domain's own database objects, created idempotently at startup (after the core's
 * migration): the partial unique index that makes a second active order on one plot
 * impossible whatever the application does, the number counters, and the record of
 * reminders already sent (so each expiring reservation is warned about once, even with
 * several server instances). It also brings orders written before the balance rule of
 * src/config/orderMoney.ts (a cancelled, refunded or expired order owes nothing) in line with
 * it, once: afterwards every write keeps it.
 */
import { sql } from 'kysely';
import { OWES_NOTHING_STATUSES } from '../../config/orderMoney';
import type { Trx } from './rows';

const ACTIVE_ORDER_INDEX = 'tomb_order_one_active_per_plot';

export const ensureDomainSchema = async (db: Trx): Promise<void> => {
  await sql`CREATE TABLE IF NOT EXISTS domain_counter (key text PRIMARY KEY, value integer NOT NULL)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS domain_notice (
    order_id integer NOT NULL,
    kind text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (order_id, kind)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.id(ACTIVE_ORDER_INDEX)} ON tomb_order (burialslot_id)
    WHERE status IN ('reserved', 'contracted', 'paid', 'completed')`.execute(db);
  await sql`UPDATE tomb_order SET balance = 0, version = version + 1
    WHERE status IN (${sql.join(OWES_NOTHING_STATUSES.map((s) => sql`${s}`))}) AND balance <> 0`.execute(db);
};
