/**
 * The one handle every server part uses to reach the database: Kysely over embedded PGlite
 * (no URL) or over a PostgreSQL pool (URL). Both answer with the same JS types: numeric and
 * int8 as numbers, dates as 'YYYY-MM-DD', timestamptz as ISO strings (see ./types.ts).
 */
import type { Database } from './handle';
import { openPostgres } from './postgres';

export type { Database, Db } from './handle';

interface OpenOptions {
  /** postgres://... : use PostgreSQL. */
  url?: string;
  /**
   * PostgreSQL only: `url` goes through a pooler in transaction mode (PgBouncer), and this URL
   * reaches PostgreSQL itself, for what needs a session of its own (./postgres.ts).
   */
  directUrl?: string;
  /** PGlite data folder; undefined (and no url) means an in-memory database, for tests. */
  dataDir?: string;
  /** PostgreSQL only: work in this schema (created if missing), e.g. one per test file. */
  schema?: string;
  /** In-memory PGlite only: start from this dump of a data folder (tests: a migrated database). */
  from?: string;
}

/**
 * PGlite's code is loaded only when it is used: an instance on PostgreSQL never loads it (about
 * 12 MB of resident memory saved, docs/performance.md).
 */
export const openDatabase = async (opts: OpenOptions): Promise<Database> =>
  opts.url ? openPostgres(opts.url, opts.schema, opts.directUrl) : (await import('./pglite')).openPglite(opts.dataDir, opts.from);
