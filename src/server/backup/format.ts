/**
 * The backup file: JSON lines, gzip-compressed when the name ends in .gz.
 *
 *   line 1            the header (format, version, every table's columns and row count)
 *   per table         {"table": name, "rows": n}, then n lines, each a JSON array of the
 *                     row's values as PostgreSQL text (null for NULL), in the header's column order
 *   last line         {"end": true, "tables": t, "rows": total}: a file cut short is refused
 *
 * Values are PostgreSQL's own text output (ISO dates, UTC timestamps with microseconds, exact
 * numerics), read back through each column type's input function, so a restore is exact
 * whatever the driver's JavaScript parsing would have rounded.
 */

import { DERIVED_TABLES } from '../db/derived';

export const BACKUP_FORMAT = 'cemetery-backup';

export const BACKUP_VERSION = 1;

/**
 * Left out of every backup: restoring sign-ins would let an old token open a session for
 * whatever user now has that id; after a restore everyone signs in again. The statistics'
 * rollups are derived from the orders and payments: emptied by a restore, rebuilt at the
 * next start (src/server/db/derived.ts names them). The sign-in's secret (`auth_secret`: device cookies, challenges) belongs to the
 * database it was made in: never copied, so a restored database makes its own and every browser
 * is an unknown device once (docs/auth.md).
 */
export const EXCLUDED_TABLES: readonly string[] = ['session', 'auth_secret', ...DERIVED_TABLES];

export interface ColumnInfo {
  name: string;
  /** format_type(): e.g. integer, numeric(14,2), timestamp with time zone. */
  type: string;
  notNull: boolean;
  /** The default expression, as pg_get_expr prints it. */
  default: string | null;
}

/** How to recreate a table the application's migration does not know (the server's own tables). */
export interface TableDdl {
  /** pg_get_constraintdef() of the primary key, unique, check and foreign key constraints. */
  constraints: { name: string; definition: string }[];
  /** CREATE INDEX statements, without the schema, for indexes not behind a constraint. */
  indexes: string[];
}

export interface TableInfo {
  name: string;
  /** Declared in resources.config.ts: created by the application's migration on restore. */
  config: boolean;
  columns: ColumnInfo[];
  rows: number;
  /** Present for tables outside the config. */
  ddl?: TableDdl;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The kind of database it was taken from: 'pglite' or 'postgres'. */
  source: string;
  /** The server version, e.g. "PostgreSQL 15.20". */
  serverVersion: string;
  excluded: string[];
  /** In restore order: every table after the tables it references. */
  tables: TableInfo[];
}

export interface SectionLine {
  table: string;
  rows: number;
}

export interface EndLine {
  end: true;
  tables: number;
  rows: number;
}

export type RowValues = (string | null)[];

/** Session settings that make the text of every value unambiguous, on export and on restore. */
export const TEXT_SETTINGS: readonly [string, string][] = [
  ['TimeZone', 'UTC'],
  ['DateStyle', 'ISO, YMD'],
  ['IntervalStyle', 'postgres'],
  ['extra_float_digits', '3'],
  ['bytea_output', 'hex'],
];
