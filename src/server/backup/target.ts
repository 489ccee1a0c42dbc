/**
 * Getting the target ready inside the restore transaction: recreate the server's own tables
 * the database does not have yet (from the DDL the backup carries), check that every backed-up
 * column exists with the same type, refuse to overwrite data unless forced, then empty the
 * tables that will be filled.
 */
import { sql } from 'kysely';
import type { ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { quoteIdent } from '../db/names';
import { columnsOf, existingTables } from './catalog';
import { BackupError } from './errors';
import type { ColumnInfo, TableInfo } from './format';

const SERIAL_TYPES: Record<string, string> = { integer: 'serial', bigint: 'bigserial', smallint: 'smallserial' };

/** A serial column's default names a sequence the target does not have: declare it serial instead. */
const columnDdl = (c: ColumnInfo): string => {
  const serial = c.default?.startsWith('nextval(') ? SERIAL_TYPES[c.type] : undefined;
  const parts = [quoteIdent(c.name), serial ?? c.type];
  if (c.notNull) parts.push('not null');
  if (c.default !== null && !serial) parts.push(`default ${c.default}`);
  return parts.join(' ');
};

/** DDL from a backup is SQL from a file: accept only the shapes pg_get_*def produce, one statement each. */
const singleStatement = (text: string, table: string): string => {
  if (text.includes(';')) throw new BackupError(`The backup's definition of table ${table} is not a single statement.`);
  return text;
};

const createTable = async (trx: Db, table: TableInfo): Promise<void> => {
  const ddl = table.ddl ?? { constraints: [], indexes: [] };
  const items = [
    ...table.columns.map(columnDdl),
    ...ddl.constraints.map((c) => `constraint ${quoteIdent(c.name)} ${singleStatement(c.definition, table.name)}`),
  ];
  await sql.raw(`create table ${quoteIdent(table.name)} (${items.join(', ')})`).execute(trx);
  for (const index of ddl.indexes) {
    if (!/^CREATE (UNIQUE )?INDEX /.test(index)) throw new BackupError(`The backup's index on table ${table.name} is not an index definition.`);
    await sql.raw(singleStatement(index, table.name)).execute(trx);
  }
};

export const createMissingTables = async (trx: Db, tables: readonly TableInfo[]): Promise<string[]> => {
  const present = new Set(await existingTables(trx));
  const created: string[] = [];
  for (const table of tables) {
    if (present.has(table.name)) continue;
    if (table.config)
      throw new BackupError(
        `Table ${table.name} is in the backup but not in this version's resources.config.ts: restore with the version that made the backup.`,
      );
    await createTable(trx, table);
    created.push(table.name);
  }
  return created;
};

/** Every backed-up column must exist with the same type; extra target columns (a newer config) take their defaults. */
export const checkColumns = async (trx: Db, tables: readonly TableInfo[]): Promise<void> => {
  for (const table of tables) {
    const target = new Map((await columnsOf(trx, table.name)).map((c) => [c.name, c]));
    for (const c of table.columns) {
      const t = target.get(c.name);
      if (!t)
        throw new BackupError(`Table ${table.name}: the backup has a column ${c.name} that this database does not have (is the backup from a newer version?).`);
      if (t.type !== c.type) throw new BackupError(`Table ${table.name}, column ${c.name}: the backup has ${c.type} but this database has ${t.type}.`);
    }
  }
};

/**
 * Tables that hold data. A singleton's row that the migration created and nobody edited
 * (id 1, version 1) does not count: a new database always has it.
 */
export const nonEmptyTables = async (trx: Db, tables: readonly TableInfo[], config: ResourcesConfig): Promise<string[]> => {
  const singletons = new Set(Object.values(config).filter((r) => r.singleton).map((r) => r.table));
  const out: string[] = [];
  for (const { name } of tables) {
    const where = singletons.has(name) ? ' where not (id = 1 and version = 1)' : '';
    const r = await sql.raw(`select 1 from ${quoteIdent(name)}${where} limit 1`).execute(trx);
    if (r.rows.length > 0) out.push(name);
  }
  return out;
};

/** Empty the tables to fill, and the excluded ones that point at them (old sessions must not survive a restore). */
export const emptyTables = async (trx: Db, tables: readonly TableInfo[], excluded: readonly string[]): Promise<void> => {
  const present = new Set(await existingTables(trx));
  const names = [...tables.map((t) => t.name), ...excluded.filter((t) => present.has(t))];
  if (names.length === 0) return;
  await sql.raw(`truncate ${names.map(quoteIdent).join(', ')} restart identity`).execute(trx);
};
