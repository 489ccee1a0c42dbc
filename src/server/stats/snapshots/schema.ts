/**
 * The daily snapshots of the state figures (docs/statistics.md, "State figures and daily
 * snapshots"), created idempotently at startup and by the demo seed:
 *
 * - stats_snapshot_day: one row per day that has a snapshot; its presence is what tells
 *   "zero open orders that day" from "nothing recorded that day".
 * - stats_snapshot_plot: plots per status at the end of the day (both channels share them).
 * - stats_snapshot_balance: open orders and their balance at the end of the day, per channel
 *   and seller, so the seller filter applies to a past day as it does to the live figures.
 *   0 and '' stand for "no salesperson" and "no agent" (NOT NULL keeps the primary key simple;
 *   a seller filter is never 0 or empty).
 *
 * Backups carry them (they are history that cannot be rebuilt from the rows).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { databaseKind, partitionedTable, privilegedTransaction } from '../../data/door';

/** Any number: keeps two instances starting together from creating the tables at once. */
const SNAPSHOT_SCHEMA_LOCK = 730_412_981;

export const SNAPSHOT_DAY = 'stats_snapshot_day';
export const SNAPSHOT_PLOT = 'stats_snapshot_plot';
export const SNAPSHOT_BALANCE = 'stats_snapshot_balance';
// A row per channel: the door scopes it like the config's channel-scoped tables (inScope in ./read.ts).
partitionedTable(SNAPSHOT_BALANCE);

export const ensureSnapshotSchema = async (app: Pick<FastifyInstance, 'database'>): Promise<void> => {
  await privilegedTransaction(app, async (trx) => {
    if (databaseKind(app) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SNAPSHOT_SCHEMA_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(SNAPSHOT_DAY)} (
      day date PRIMARY KEY,
      taken_at timestamptz NOT NULL,
      source text NOT NULL
    )`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(SNAPSHOT_PLOT)} (
      day date NOT NULL REFERENCES ${sql.table(SNAPSHOT_DAY)} (day) ON DELETE CASCADE,
      status text NOT NULL,
      plots integer NOT NULL,
      PRIMARY KEY (day, status)
    )`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(SNAPSHOT_BALANCE)} (
      day date NOT NULL REFERENCES ${sql.table(SNAPSHOT_DAY)} (day) ON DELETE CASCADE,
      channel text NOT NULL,
      salesperson_id integer NOT NULL DEFAULT 0,
      agent text NOT NULL DEFAULT '',
      orders integer NOT NULL,
      balance numeric(14,2) NOT NULL,
      PRIMARY KEY (day, channel, salesperson_id, agent)
    )`.execute(trx);
  });
};
