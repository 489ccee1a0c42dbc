/** The database handle's shape, below both drivers (./pglite.ts, ./postgres.ts) and ./database.ts, which picks one. */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';

/**
 * Untyped access, for the data layer: the generic query and writes, migrations, backups and the
 * import name tables at run time (a config may hold tables the code does not know). Feature
 * code goes through the door instead (src/server/data/door.ts: typed by ./tables.ts, scoped to
 * the caller); lint refuses this handle outside the data layer (eslint.config.js, DOOR_ONLY and DATA_LAYER).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

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
