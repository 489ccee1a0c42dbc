/**
 * At start: the rollups exist, their triggers use this server's time zone and version, and
 * their content matches the orders and payments. One server at a time (advisory lock per
 * schema); writers wait while a rebuild runs, so none slips between the old and new triggers.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { privilegedTransaction, type TypedDb } from '../../data/door';
import { ROLLUP_LAYOUTS, ROLLUP_STATE, ROLLUP_VERSION } from './names';
import { rebuildRollups } from './rebuild';
import { createRollupTables, installTriggers } from './schema';

interface RollupStatus {
  /** False when PostgreSQL does not know the server's time zone: the stats then read the rows only. */
  enabled: boolean;
  timeZone: string;
  rebuilt: boolean;
}

export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const isKnownTimeZone = async (db: TypedDb, timeZone: string): Promise<boolean> => {
  const { rows } = await sql<{ known: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone}) AS known`.execute(db);
  return rows[0]?.known === true;
};

/** Every channel's rows: the privileged handle (src/server/data/door.ts). */
export const ensureRollups = async (app: Pick<FastifyInstance, 'database'>, timeZone: string = serverTimeZone()): Promise<RollupStatus> =>
  privilegedTransaction(app, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('stats_rollups:' || current_schema()))`.execute(trx);
    await createRollupTables(trx);
    const { rows } = await sql<{ time_zone: string; version: number }>`
      SELECT time_zone, version FROM ${sql.table(ROLLUP_STATE)} WHERE id = 1`.execute(trx);
    const state = rows[0];
    if (state && state.time_zone === timeZone && Number(state.version) === ROLLUP_VERSION) return { enabled: true, timeZone, rebuilt: false };
    if (!(await isKnownTimeZone(trx, timeZone))) return { enabled: false, timeZone, rebuilt: false };
    await sql`LOCK TABLE tomb_order, tomb_payment IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    await installTriggers(trx, timeZone);
    await rebuildRollups(trx);
    // The planner's first look at the rebuilt tables, rather than waiting for autovacuum.
    await sql`ANALYZE ${sql.join(ROLLUP_LAYOUTS.map((l) => sql.table(l.table)))}`.execute(trx);
    await sql`INSERT INTO ${sql.table(ROLLUP_STATE)} (id, time_zone, version, built_at) VALUES (1, ${timeZone}, ${ROLLUP_VERSION}, now())
      ON CONFLICT (id) DO UPDATE SET time_zone = EXCLUDED.time_zone, version = EXCLUDED.version, built_at = EXCLUDED.built_at`.execute(trx);
    return { enabled: true, timeZone, rebuilt: true };
  });
