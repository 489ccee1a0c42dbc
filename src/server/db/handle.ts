/** The database handle's shape, below both drivers (./pglite.ts, ./postgres.ts) and ./database.ts, which picks one. */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { TypedDb } from './tables';

/** A row of a table named at run time: its columns' values as the driver gave them, to be checked before use. */
export type AnyRow = Record<string, unknown>;

/**
 * Tables named at run time, for the data layer: the generic query and writes, migrations,
 * backups and the import name tables from the config (a config may hold tables the code does
 * not know), so a row is an `AnyRow`, never `any`. Code that names its tables uses the typed
 * handle instead (./tables.ts: `TypedDb`; feature code through the door, src/server/data/door.ts,
 * scoped to the caller); lint refuses this handle outside the data layer (eslint.config.js,
 * DOOR_ONLY and DATA_LAYER).
 */
export type Db = Kysely<Record<string, AnyRow>>;

/** Any handle: typed by table or by name (what the operation log and the DDL lock take, whoever calls). */
export type AnyHandle = Db | TypedDb;

/** The same connection or transaction with its tables named at run time (a typed handle given to the data layer). */
export const byName = (db: AnyHandle): Db => db as unknown as Db;

/**
 * The same connection or transaction typed by the config's tables (./tables.ts), not scoped:
 * the one conversion, for the parts below the door that name their tables (the heavy lane, the
 * app page's settings read). Feature code gets it from the door (`privileged`, src/server/data/door.ts).
 */
export const typedHandle = (db: AnyHandle): TypedDb => db as unknown as TypedDb;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Run `fn` in one transaction, committed when it resolves and rolled back when it throws.
   * On PGlite the transaction holds the single connection: inside `fn` use `trx` only,
   * never `db` (that would wait for the transaction to end, i.e. forever).
   */
  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T>;
  /**
   * Run a read under the statement timeout (`QUERY_TIMEOUT_MS`): on PostgreSQL on a pool of its
   * own whose connections start with that `statement_timeout`, so the server cancels it (57014)
   * and the read costs one round trip; `fn` gets no transaction (one statement each). PGlite
   * cannot cancel a running statement (it ignores `statement_timeout`): there the generic
   * query's cost budget refuses work before it starts (src/server/query/cost.ts).
   */
  bounded<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Run `fn` on one connection held for it alone, whose session settings and session locks last
   * from one statement to the next (the maintenance's lock, timeout and VACUUM, which cannot run
   * in a transaction). Behind a pooler in transaction mode, a connection of the direct URL.
   */
  session<T>(fn: (conn: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hear `NOTIFY channel` from every connection to this database (other instances included).
   * `onState(true)` once listening (again), `onState(false)` while the link is down (notifications
   * may be missed then; PostgreSQL reconnects every second). Resolves to the function that stops.
   * Absent on a wrapped handle: callers then do without what they would have cached.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onState: (live: boolean) => void): Promise<() => Promise<void>>;
  /** The embedded instance, for its data-folder dump (backups); undefined on PostgreSQL. */
  pglite?: PGlite;
}

/** The generic query's statement timeout on PostgreSQL, in milliseconds. */
export const QUERY_TIMEOUT_MS = Math.max(100, Number(process.env.QUERY_TIMEOUT_MS ?? 2000) || 2000);
