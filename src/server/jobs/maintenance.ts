/**
 * Vacuum of the heavily updated tables when PostgreSQL's autovacuum does not come; on the
 * embedded database (PGlite, no autovacuum) of every table grown past its statistics
 * (maintainEmbedded), and of the tables an import wrote, right after it (vacuumAfterBulk). Every edit clears its page's
 * all-visible bit; until a vacuum sets it again, a count (an index-only scan) reads the table
 * too, and issue 14 measured the orders' count at three times its cost after 30,000 edits on a
 * cluster running `autovacuum = off` (docs/performance.md, "The count after edits").
 *
 * Every MAINTENANCE_INTERVAL_MS each instance reads pg_stat_user_tables for the tables declared
 * `updatedOften` (resources.config.ts). A table whose dead rows exceed autovacuum's own
 * threshold for it (its reloptions, else the cluster's settings: 50 + 0.2 % of its rows with the
 * settings of ../db/migrate.ts) is vacuumed, `VACUUM (ANALYZE, SKIP_LOCKED)`, when autovacuum is
 * off for it, or when it has stayed over the threshold for AUTOVACUUM_GRACE_MS by the app's
 * clock (autovacuum is on but has not done it). Bounded: one table per run (the one furthest
 * over), one run at a time in the whole cluster (an advisory lock: other instances skip that
 * run), the vacuum under a statement timeout. Each vacuum is logged. A vacuum can remove only the
 * dead rows no open transaction of the database may still see: when one leaves its table over the
 * threshold (a long backup, a forgotten session), the table waits RETRY_HELD_MS before the next
 * try, rather than being scanned again every run for nothing; that is logged as a warning.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { clockOf } from '../clock/clock';
import { runEvery } from './repeat';
import type { Database } from '../db/database';
import { quoteIdent } from '../db/names';
import { schemaSpec } from '../db/schemaSpec';

export const MAINTENANCE_INTERVAL_MS = 30_000;
/** With autovacuum on, a table may stay over its threshold this long before we vacuum it ourselves. */
export const AUTOVACUUM_GRACE_MS = 5 * 60_000;
/** After a vacuum that left its table over the threshold (the rows are held), the next try waits this long. */
export const RETRY_HELD_MS = 10 * 60_000;
/** A vacuum of one table stops after this (the pages it cleaned stay clean). */
const VACUUM_TIMEOUT_MS = 120_000;
/** pg_try_advisory_lock's key: one maintenance run at a time across the instances. */
const LOCK_KEY = 7_140_014;

export interface TableStat {
  table: string;
  dead: number;
  threshold: number;
  autovacuum: boolean;
}

export interface Vacuumed {
  table: string;
  deadTuples: number;
  threshold: number;
  ms: number;
}

/** Per database: since when (the app's clock, ms) each table has been seen over its threshold. */
const overSince = new WeakMap<Database, Map<string, number>>();
/** Per database: until when (the app's clock, ms) a table whose dead rows are held is left alone. */
const heldUntil = new WeakMap<Database, Map<string, number>>();
const mapOf = (maps: WeakMap<Database, Map<string, number>>, database: Database): Map<string, number> => {
  let m = maps.get(database);
  if (!m) maps.set(database, (m = new Map()));
  return m;
};

const option = (name: string) =>
  sql<number>`coalesce((select o.option_value::float8 from pg_options_to_table(c.reloptions) as o where o.option_name = ${name}), current_setting(${name})::float8)`;

const tableStats = async (database: Database, tables: readonly string[]): Promise<TableStat[]> => {
  const { rows } = await sql<{ table: string; dead: string; threshold: string; autovacuum: boolean }>`
    select c.relname as "table", s.n_dead_tup as dead,
      ${option('autovacuum_vacuum_threshold')} + ${option('autovacuum_vacuum_scale_factor')} * greatest(c.reltuples, 0) as threshold,
      current_setting('autovacuum') = 'on'
        and coalesce((select o.option_value::boolean from pg_options_to_table(c.reloptions) as o where o.option_name = 'autovacuum_enabled'), true) as autovacuum
    from pg_stat_user_tables as s join pg_class as c on c.oid = s.relid
    where s.schemaname = current_schema() and c.relname = any(${[...tables]}::text[])`.execute(database.db);
  return rows.map((r) => ({ table: r.table, dead: Number(r.dead), threshold: Number(r.threshold), autovacuum: r.autovacuum }));
};

/** The tables to vacuum now, furthest over their threshold first; remembers which are over since when. */
export const due = (database: Database, stats: readonly TableStat[], now: number): TableStat[] => {
  const seen = mapOf(overSince, database);
  const held = mapOf(heldUntil, database);
  const out: TableStat[] = [];
  for (const s of stats) {
    if (s.dead <= s.threshold) {
      seen.delete(s.table);
      held.delete(s.table);
      continue;
    }
    const since = seen.get(s.table) ?? now;
    seen.set(s.table, since);
    if ((held.get(s.table) ?? 0) > now) continue;
    if (!s.autovacuum || now - since >= AUTOVACUUM_GRACE_MS) out.push(s);
  }
  return out.sort((a, b) => b.dead / Math.max(b.threshold, 1) - a.dead / Math.max(a.threshold, 1));
};

/**
 * One maintenance run: at most one table vacuumed. Returns what was vacuumed (nothing on PGlite,
 * when no table is due, or when another instance holds the run).
 */
export const maintainTables = async (app: FastifyInstance): Promise<Vacuumed[]> => {
  const database = app.database;
  if (database.kind !== 'postgres') return [];
  const tables = schemaSpec(app.resources)
    .filter((s) => s.updatedOften)
    .map((s) => s.table);
  if (tables.length === 0) return [];
  const now = clockOf(app).now().getTime();
  const next = due(database, await tableStats(database, tables), now)[0];
  if (!next) return [];
  // One connection for the lock, the timeout and the vacuum (VACUUM cannot run in a transaction):
  // a session of its own, straight to PostgreSQL behind a pooler (src/server/db/postgres.ts).
  return database.session(async (conn) => {
    const locked = (await sql<{ ok: boolean }>`select pg_try_advisory_lock(${LOCK_KEY}) as ok`.execute(conn)).rows[0]?.ok === true;
    if (!locked) return [];
    try {
      await sql.raw(`set statement_timeout = ${VACUUM_TIMEOUT_MS}`).execute(conn);
      const started = performance.now();
      await sql.raw(`vacuum (analyze, skip_locked) ${quoteIdent(next.table)}`).execute(conn);
      const done: Vacuumed = { table: next.table, deadTuples: next.dead, threshold: Math.round(next.threshold), ms: Math.round(performance.now() - started) };
      mapOf(overSince, database).delete(next.table);
      app.log.info(done, 'maintenance: table vacuumed');
      // The vacuum reports what it could not remove at once.
      const left = (await tableStats(database, [next.table]))[0];
      if (left && left.dead > left.threshold) {
        mapOf(heldUntil, database).set(next.table, now + RETRY_HELD_MS);
        app.log.warn(
          { table: next.table, deadTuples: left.dead, retryInMs: RETRY_HELD_MS },
          'maintenance: an open transaction holds the dead rows; the table waits before the next vacuum',
        );
      }
      return [done];
    } finally {
      await sql.raw('reset statement_timeout').execute(conn);
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
};

/**
 * The embedded database (PGlite) has no autovacuum, and its statistics of dead rows are not
 * reliable: a table is due when its file has grown past what the planner last measured
 * (pg_class.relpages, set by VACUUM and ANALYZE) by a fifth and 8 pages. That growth is what
 * skews the planner's row estimate (src/server/db/rowEstimate.ts), which the generic query's
 * cost budget reads: 10,000 rows written by a check and rolled back left a table's estimate
 * many times its rows, until a restart. A vacuum with ANALYZE sets both right.
 */
const PGLITE_GROWTH = 1.2;
const PGLITE_SLACK_PAGES = 8;

/** How many pages an embedded table measured at `measured` pages may reach before it is vacuumed (its estimate grows with them meanwhile). */
export const pagesBeforeVacuum = (measured: number): number => Math.max(measured * PGLITE_GROWTH, measured + PGLITE_SLACK_PAGES);

/**
 * Rows written past PostgreSQL's own autoanalyze rule (autovacuum_analyze_threshold +
 * autovacuum_analyze_scale_factor × rows: 50 + 10 % by default) make a table due too: rows
 * written into the free space an earlier vacuum left do not grow its file, yet the planner
 * would go on estimating the rows it last measured (a 3,000-line commit after two checks
 * left the registrations' estimate at 200 of 3,200 rows: tests/server/importVacuum.test.ts).
 */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SCALE = 0.1;

const grownTables = async (database: Database, tables: readonly string[], written: Readonly<Record<string, number>> = {}): Promise<string[]> => {
  const { rows } = await sql<{ table: string; measured: number; rows: number; pages: string }>`
    select c.relname as "table", c.relpages as measured, c.reltuples as rows, pg_relation_size(c.oid) / current_setting('block_size')::int as pages
    from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and c.relname = any(${[...tables]}::text[])`.execute(database.db);
  const grown = (r: (typeof rows)[number]) => Number(r.pages) > pagesBeforeVacuum(Number(r.measured));
  const rewritten = (r: (typeof rows)[number]) => (written[r.table] ?? 0) > ANALYZE_BASE_ROWS + ANALYZE_SCALE * Math.max(Number(r.rows), 0);
  return rows.filter((r) => grown(r) || rewritten(r)).map((r) => r.table);
};

/** VACUUM (ANALYZE) of each table on the embedded database, one statement each (other requests run between them). */
const vacuumEmbedded = async (app: FastifyInstance, tables: readonly string[], between?: () => Promise<unknown>): Promise<Vacuumed[]> => {
  const done: Vacuumed[] = [];
  for (const table of tables) {
    await between?.();
    const started = performance.now();
    await sql.raw(`vacuum (analyze) ${quoteIdent(table)}`).execute(app.database.db);
    done.push({ table, deadTuples: 0, threshold: 0, ms: Math.round(performance.now() - started) });
  }
  if (done.length > 0) app.log.info({ tables: done }, 'maintenance: embedded tables vacuumed');
  return done;
};

/** The embedded database's scheduled run: every table of the config that has grown past its statistics. */
export const maintainEmbedded = async (app: FastifyInstance): Promise<Vacuumed[]> => {
  if (app.database.kind !== 'pglite') return [];
  const tables = schemaSpec(app.resources).map((s) => s.table);
  return vacuumEmbedded(app, await grownTables(app.database, tables));
};

/**
 * After a bulk write (an import's check or commit): the tables it wrote, vacuumed at once on the
 * embedded database when their file grew past their statistics or when `written` (rows kept per
 * table) passes the autoanalyze rule above. PostgreSQL's autovacuum and the scheduled run above
 * take care of its own.
 */
export const vacuumAfterBulk = async (
  app: FastifyInstance,
  tables: readonly string[],
  between?: () => Promise<unknown>,
  written?: Readonly<Record<string, number>>,
): Promise<Vacuumed[]> => (app.database.kind === 'pglite' ? vacuumEmbedded(app, await grownTables(app.database, tables, written), between) : []);

const maintenance: FastifyPluginAsync = async (app) => {
  if (app.database.kind === 'pglite') {
    app.addHook('onReady', async () =>
      runEvery(app, MAINTENANCE_INTERVAL_MS, () => maintainEmbedded(app), 'maintenance: vacuum failed', { atStart: false }),
    );
    return;
  }
  if (app.database.kind !== 'postgres') return;
  // Not at start: a freshly started instance has nothing of its own to clean up yet.
  app.addHook('onReady', async () =>
    runEvery(app, MAINTENANCE_INTERVAL_MS, () => maintainTables(app), 'maintenance: vacuum failed', { atStart: false }),
  );
};

export const maintenancePlugin = fp(maintenance, { name: 'maintenance' });
