/**
 * The domain's own database objects, created idempotently at startup (after the core's
 * migration): the partial unique index that makes a second active order on one plot
 * impossible whatever the application does, the number counters, and the record of
 * reminders already sent (so each expiring reservation is warned about once, even with
 * several server instances). It also brings orders written before the balance rule of
 * src/rules/orderMoney.ts (a cancelled, refunded or expired order owes nothing) in line with
 * it, once: afterwards every write keeps it.
 */
import { sql, type Generated } from 'kysely';
import { OWES_NOTHING_STATUSES } from '../../rules/orderMoney';
import { PLOT_OCCUPIED_SQLSTATE } from '../http/dbErrors';
import { ACTIVE_STATUSES } from '../kernel/orderStatus';
import type { TypedDb as Trx } from '../db/tables';

const ACTIVE_ORDER_INDEX = 'tomb_order_one_active_per_plot';
const ACTIVE = sql.join(ACTIVE_STATUSES.map((s) => sql.lit(s)));

/**
 * The occupied-plot guarantee in the database (./occupied.ts says it in the application), for
 * any writer: a plot that holds a registered deceased never becomes available; a new sale (an
 * active order that is not imported history) is never made on it; a registration never lands
 * beside another family's active order (a sale made while it was being written). Each takes the plot's row
 * lock first, so two transactions meeting on one plot are serialised and the second sees the
 * first's rows. Refused with SQLSTATE PLOT_OCCUPIED_SQLSTATE and the plot's code as the detail
 * (answered as plot_occupied: src/server/http/dbErrors.ts).
 */
const ensureOccupiedGuards = async (db: Trx): Promise<void> => {
  const refuse = sql.raw(`RAISE EXCEPTION 'plot holds a registered deceased' USING ERRCODE = '${PLOT_OCCUPIED_SQLSTATE}', DETAIL = coalesce(plot_code, '')`);
  await sql`CREATE OR REPLACE FUNCTION plot_occupied_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE plot_code text;
    BEGIN
      IF NEW.status = 'available' AND EXISTS (SELECT 1 FROM member WHERE burialslot_id = NEW.id) THEN
        plot_code := NEW.code;
        ${refuse};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER tomb_burialslot_occupied BEFORE INSERT OR UPDATE OF status ON tomb_burialslot
    FOR EACH ROW WHEN (NEW.status = 'available') EXECUTE FUNCTION plot_occupied_guard()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION order_occupied_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE plot_code text;
    BEGIN
      IF TG_OP = 'INSERT' OR OLD.burialslot_id IS DISTINCT FROM NEW.burialslot_id OR OLD.status NOT IN (${ACTIVE}) THEN
        SELECT code INTO plot_code FROM tomb_burialslot WHERE id = NEW.burialslot_id FOR UPDATE;
        IF EXISTS (SELECT 1 FROM member WHERE burialslot_id = NEW.burialslot_id) THEN
          ${refuse};
        END IF;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  // Imported history may carry the old sale of a grave whose burials it also brings (./history).
  await sql`CREATE OR REPLACE TRIGGER tomb_order_occupied BEFORE INSERT OR UPDATE OF status, burialslot_id ON tomb_order
    FOR EACH ROW WHEN (NEW.status IN (${ACTIVE}) AND NEW.import_batch_id IS NULL) EXECUTE FUNCTION order_occupied_guard()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION member_occupied_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE plot_code text;
    BEGIN
      IF NEW.burialslot_id IS NULL THEN RETURN NEW; END IF;
      IF TG_OP = 'UPDATE' AND OLD.burialslot_id IS NOT DISTINCT FROM NEW.burialslot_id AND OLD.order_id IS NOT DISTINCT FROM NEW.order_id THEN RETURN NEW; END IF;
      SELECT code INTO plot_code FROM tomb_burialslot WHERE id = NEW.burialslot_id FOR UPDATE;
      IF EXISTS (
        SELECT 1 FROM tomb_order WHERE burialslot_id = NEW.burialslot_id AND status IN (${ACTIVE}) AND id IS DISTINCT FROM NEW.order_id
      ) THEN
        ${refuse};
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER member_occupied BEFORE INSERT OR UPDATE OF burialslot_id, order_id ON member
    FOR EACH ROW EXECUTE FUNCTION member_occupied_guard()`.execute(db);
};

/** The domain's own tables (beside their CREATE TABLE below), for the door's types (src/server/db/tables.ts). */
declare module '../db/tables' {
  interface ServerTables {
    domain_counter: { key: string; value: number };
    /** A warning sent about an order (one per kind), so it is sent once. */
    domain_notice: { order_id: number; kind: string; sent_at: Generated<string> };
  }
}

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
  await ensureOccupiedGuards(db);
  await sql`UPDATE tomb_order SET balance = 0, version = version + 1
    WHERE status IN (${sql.join(OWES_NOTHING_STATUSES.map((s) => sql`${s}`))}) AND balance <> 0`.execute(db);
};
