/**
 * What a backup covers, read from the database's catalog in the current schema: the config's
 * tables in reference order, then every other table (the server's own: counters, notices,
 * rate-limit records...), minus the excluded ones. Generated columns are left out: the
 * database computes them again.
 */
import { sql } from 'kysely';
import type { ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { quoteIdent } from '../db/names';
import { schemaSpec } from '../db/schemaSpec';
import type { ColumnInfo, TableDdl } from './format';

export interface CatalogTable {
  name: string;
  config: boolean;
  columns: ColumnInfo[];
  ddl?: TableDdl;
}

export const existingTables = async (db: Db): Promise<string[]> => {
  const r = await sql<{ relname: string }>`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`.execute(db);
  return r.rows.map((row) => row.relname);
};

export const columnsOf = async (db: Db, table: string): Promise<ColumnInfo[]> => {
  const r = await sql<{ name: string; type: string; not_null: boolean; default: string | null }>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
           pg_get_expr(d.adbin, d.adrelid) as default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = current_schema() and c.relname = ${table}
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`.execute(db);
  return r.rows.map((c) => ({ name: c.name, type: c.type, notNull: c.not_null, default: c.default }));
};

/** pg_get_indexdef names the table with its schema; the backup must not carry the source's schema. */
const withoutSchema = (definition: string, schema: string): string =>
  definition.replace(` ON ${quoteIdent(schema)}.`, ' ON ').replace(` ON ${schema}.`, ' ON ').replace(` ON ONLY ${schema}.`, ' ON ONLY ');

const ddlOf = async (db: Db, table: string): Promise<TableDdl> => {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
  const constraints = await sql<{ name: string; definition: string }>`
    select con.conname as name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table} and con.contype in ('p', 'u', 'c', 'f')
    order by con.contype = 'f', con.conname`.execute(db);
  const indexes = await sql<{ definition: string }>`
    select pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = ${table}
      and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)
    order by i.indexrelid`.execute(db);
  return {
    constraints: constraints.rows,
    indexes: indexes.rows.map((i) => withoutSchema(i.definition, schema)),
  };
};

/** The tables to back up, in restore order: a table comes after the tables it references. */
export const backupTables = async (db: Db, config: ResourcesConfig, excluded: readonly string[]): Promise<CatalogTable[]> => {
  const present = new Set(await existingTables(db));
  const configTables = schemaSpec(config).map((s) => s.table);
  const known = new Set(configTables);
  const others = [...present].filter((t) => !known.has(t) && !excluded.includes(t));
  const out: CatalogTable[] = [];
  for (const name of configTables.filter((t) => present.has(t)))
    out.push({ name, config: true, columns: await columnsOf(db, name) });
  for (const name of await orderByReferences(db, others))
    out.push({ name, config: false, columns: await columnsOf(db, name), ddl: await ddlOf(db, name) });
  return out;
};

/** Order tables outside the config so that one referencing another comes after it. */
const orderByReferences = async (db: Db, tables: string[]): Promise<string[]> => {
  if (tables.length === 0) return [];
  const r = await sql<{ source: string; target: string }>`
    select s.relname as source, t.relname as target
    from pg_constraint con
    join pg_class s on s.oid = con.conrelid
    join pg_class t on t.oid = con.confrelid
    join pg_namespace n on n.oid = s.relnamespace
    where n.nspname = current_schema() and con.contype = 'f'`.execute(db);
  const deps = new Map<string, string[]>();
  for (const { source, target } of r.rows) deps.set(source, [...(deps.get(source) ?? []), target]);
  const done = new Set<string>();
  const out: string[] = [];
  const visit = (t: string, path: Set<string>): void => {
    if (done.has(t) || path.has(t)) return;
    path.add(t);
    for (const d of deps.get(t) ?? []) if (tables.includes(d)) visit(d, path);
    path.delete(t);
    done.add(t);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
};
