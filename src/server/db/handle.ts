/** The database handle's shape, below both drivers (./pglite.ts, ./postgres.ts) and ./database.ts, which picks one. */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';

/** The statement timeout of `bounded` reads (the generic query) on PostgreSQL: QUERY_TIMEOUT_MS. */
export const queryTimeoutMs = (): number => Number(process.env.QUERY_TIMEOUT_MS ?? 1500);

/** Tables come from the config at run time, so queries are not typed per table. */
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
   * Run a read that a client's request shaped (the generic query) with a statement timeout.
   * PostgreSQL: in a read-only transaction with `SET LOCAL statement_timeout`, so the server
   * cancels it after `timeoutMs` (57014, answered 503 `query_timeout`). PGlite runs on the
   * server's only thread and cannot cancel a statement: there `fn` runs as is, and the query's
   * cost was checked against a budget before (src/server/query/cost.ts).
   */
  bounded<T>(fn: (db: Db) => Promise<T>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
  /** The embedded instance, for its data-folder dump (backups); undefined on PostgreSQL. */
  pglite?: PGlite;
}
