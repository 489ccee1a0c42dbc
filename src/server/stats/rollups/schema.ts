/**
 * The rollup tables and the triggers that keep them exact. The tables are delta logs: every
 * write to an order or a payment appends rows (+1 for the new state, -1 for the old one), so
 * writers never wait on each other; sums over the log are always right, and compaction
 * (./compact.ts) folds it back to one row per key. The month is the server's local month:
 * the time zone is written into the functions when they are installed (./ensure.ts). Keys are
 * never null, so a key is one value: a missing channel, status, kind or method is '' (never an
 * enum value), a missing seller 0 or ''; facts.ts gives the nulls back.
 */
import { sql } from 'kysely';
import type { TypedDb } from '../../data/door';
import { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_STATE } from './names';

const SELLER = sql`salesperson_id integer NOT NULL, agent text NOT NULL,`;

export const createRollupTables = async (db: TypedDb): Promise<void> => {
  for (const [table, seller] of [
    [ORDER_MONTH, sql``],
    [ORDER_MONTH_SELLER, SELLER],
  ] as const) {
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(table)} (month date NOT NULL, channel text NOT NULL, ${seller}
      status text NOT NULL, orders integer NOT NULL, total numeric(16,2) NOT NULL)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_channel_month`)} ON ${sql.table(table)} (channel, month)`.execute(db);
  }
  for (const [table, seller] of [
    [PAYMENT_MONTH, sql``],
    [PAYMENT_MONTH_SELLER, SELLER],
  ] as const) {
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(table)} (month date NOT NULL, channel text NOT NULL, ${seller}
      kind text NOT NULL, method text NOT NULL, payments integer NOT NULL, amount numeric(16,2) NOT NULL)`.execute(db);
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(`${table}_channel_month`)} ON ${sql.table(table)} (channel, month)`.execute(db);
  }
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(ROLLUP_STATE)} (
    id integer PRIMARY KEY CHECK (id = 1), time_zone text NOT NULL, version integer NOT NULL, built_at timestamptz NOT NULL)`.execute(db);
};

/** Only names PostgreSQL also knows reach this (ensure.ts checks pg_timezone_names first). */
const TIME_ZONE_NAME = /^[A-Za-z0-9_+\-/]+$/;

/** A trigger's row: OLD is taken out of the rollups (-1), NEW is put in (+1). */
type Side = 'OLD' | 'NEW';
/** The statement that has this side: OLD for updates and deletes, NEW for inserts and updates. */
const hasSide = (row: Side): string => (row === 'OLD' ? "TG_OP <> 'INSERT'" : "TG_OP <> 'DELETE'");
const signOf = (row: Side): string => (row === 'OLD' ? '-' : '');

/** An order row's figures, appended to both order rollups with its sign. */
const orderDelta = (row: Side): string => {
  const sign = signOf(row);
  return `IF ${hasSide(row)} AND ${row}.created_at IS NOT NULL THEN
      m := stats_local_month(${row}.created_at);
      ch := COALESCE(${row}.channel, '');
      st := COALESCE(${row}.status, '');
      INSERT INTO stats_order_month VALUES (m, ch, st, ${sign}1, ${sign}COALESCE(${row}.total, 0));
      INSERT INTO stats_order_month_seller VALUES (m, ch, COALESCE(${row}.salesperson_id, 0), COALESCE(${row}.agent, ''), st, ${sign}1, ${sign}COALESCE(${row}.total, 0));
    END IF;`;
};

/** A payment row's figures, appended to both payment rollups with its sign, under its order's seller. */
const paymentDelta = (row: Side): string => {
  const sign = signOf(row);
  const keys = `stats_local_month(${row}.paid_at), COALESCE(${row}.channel, '')`;
  const figures = `COALESCE(${row}.kind, ''), COALESCE(${row}.method, ''), ${sign}1, ${sign}COALESCE(${row}.amount, 0)`;
  return `IF ${hasSide(row)} AND ${row}.paid_at IS NOT NULL THEN
      SELECT o.salesperson_id, o.agent INTO sp, ag FROM tomb_order o WHERE o.id = ${row}.order_id FOR SHARE;
      INSERT INTO stats_payment_month VALUES (${keys}, ${figures});
      INSERT INTO stats_payment_month_seller VALUES (${keys}, COALESCE(sp, 0), COALESCE(ag, ''), ${figures});
    END IF;`;
};

/**
 * A row trigger's first steps: an update that changes none of `columns` (the ones the rollups
 * count) appends nothing; otherwise the old row's figures go out and the new row's come in.
 */
const rowDeltas = (columns: readonly string[], delta: (row: Side) => string) => {
  const of = (row: Side): string => columns.map((c) => `${row}.${c}`).join(', ');
  return sql.raw(`IF TG_OP = 'UPDATE' AND (${of('NEW')})
         IS NOT DISTINCT FROM (${of('OLD')}) THEN
      RETURN NULL;
    END IF;
    ${delta('OLD')}
    ${delta('NEW')}`);
};

/** Functions and triggers, replaced as a whole so a new time zone or version takes effect at once. */
export const installTriggers = async (db: TypedDb, timeZone: string): Promise<void> => {
  if (!TIME_ZONE_NAME.test(timeZone)) throw new Error(`Unexpected time zone name: ${timeZone}`);
  await sql`CREATE OR REPLACE FUNCTION stats_local_month(ts timestamptz) RETURNS date
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS ${sql.raw(`$fn$ SELECT date_trunc('month', ts AT TIME ZONE '${timeZone}')::date $fn$`)}`.execute(db);

  // An update that moves no figure (paid, balance, remarks...) appends nothing. A new seller
  // moves the order's payments too: they are counted under their order's seller.
  await sql`CREATE OR REPLACE FUNCTION stats_order_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    m date;
    ch text;
    st text;
  BEGIN
    ${rowDeltas(['created_at', 'channel', 'salesperson_id', 'agent', 'status', 'total'], orderDelta)}
    IF TG_OP = 'UPDATE' AND (NEW.salesperson_id, NEW.agent) IS DISTINCT FROM (OLD.salesperson_id, OLD.agent) THEN
      INSERT INTO stats_payment_month_seller
        SELECT stats_local_month(p.paid_at), COALESCE(p.channel, ''), s.salesperson_id, s.agent, COALESCE(p.kind, ''), COALESCE(p.method, ''),
               s.sign * COUNT(*), s.sign * COALESCE(SUM(p.amount), 0)
        FROM tomb_payment p
        CROSS JOIN (VALUES (COALESCE(OLD.salesperson_id, 0), COALESCE(OLD.agent, ''), -1),
                           (COALESCE(NEW.salesperson_id, 0), COALESCE(NEW.agent, ''), 1)) AS s(salesperson_id, agent, sign)
        WHERE p.order_id = NEW.id AND p.paid_at IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6, s.sign;
    END IF;
    RETURN NULL;
  END $$`.execute(db);

  // The order row is read FOR SHARE: a concurrent change of its seller waits for this payment
  // (or this payment for it), so the payment is never counted under a seller it no longer has.
  await sql`CREATE OR REPLACE FUNCTION stats_payment_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    sp integer;
    ag text;
  BEGIN
    ${rowDeltas(['paid_at', 'channel', 'kind', 'method', 'amount', 'order_id'], paymentDelta)}
    RETURN NULL;
  END $$`.execute(db);

  // TRUNCATE fires no row trigger: it empties the matching rollups instead.
  await sql`CREATE OR REPLACE FUNCTION stats_order_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN DELETE FROM stats_order_month; DELETE FROM stats_order_month_seller; RETURN NULL; END $$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION stats_payment_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN DELETE FROM stats_payment_month; DELETE FROM stats_payment_month_seller; RETURN NULL; END $$`.execute(db);

  await sql`CREATE OR REPLACE TRIGGER stats_rollup AFTER INSERT OR UPDATE OR DELETE ON tomb_order
    FOR EACH ROW EXECUTE FUNCTION stats_order_rollup()`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER stats_rollup AFTER INSERT OR UPDATE OR DELETE ON tomb_payment
    FOR EACH ROW EXECUTE FUNCTION stats_payment_rollup()`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER stats_rollup_truncate AFTER TRUNCATE ON tomb_order
    FOR EACH STATEMENT EXECUTE FUNCTION stats_order_truncate()`.execute(db);
  await sql`CREATE OR REPLACE TRIGGER stats_rollup_truncate AFTER TRUNCATE ON tomb_payment
    FOR EACH STATEMENT EXECUTE FUNCTION stats_payment_truncate()`.execute(db);
};
