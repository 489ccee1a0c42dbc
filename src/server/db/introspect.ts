/** What the database already has, in the current schema: columns, indexes, constraints. */
import { sql } from 'kysely';
import type { Db } from './database';

export interface ExistingColumn {
  dataType: string;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  default: string | null;
}

interface ExistingForeignKey {
  table: string;
  target: string;
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
}

export interface Catalog {
  tables: Map<string, Map<string, ExistingColumn>>;
  indexes: Set<string>;
  foreignKeys: Map<string, ExistingForeignKey>;
  /** Check constraint name -> table. */
  checks: Map<string, string>;
}

export const readCatalog = async (db: Db): Promise<Catalog> => {
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    numeric_precision: number | null;
    numeric_scale: number | null;
    is_nullable: string;
    column_default: string | null;
  }>`select table_name, column_name, data_type, numeric_precision, numeric_scale, is_nullable, column_default
     from information_schema.columns where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, Map<string, ExistingColumn>>();
  for (const c of columns.rows) {
    const cols = tables.get(c.table_name) ?? new Map<string, ExistingColumn>();
    cols.set(c.column_name, {
      dataType: c.data_type,
      precision: c.numeric_precision,
      scale: c.numeric_scale,
      nullable: c.is_nullable === 'YES',
      default: c.column_default,
    });
    tables.set(c.table_name, cols);
  }
  const indexes = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema()`.execute(db);
  const constraints = await sql<{ conname: string; contype: string; tbl: string; target: string | null; confdeltype: string }>`
    select c.conname, c.contype, t.relname as tbl, f.relname as target, c.confdeltype
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    left join pg_class f on f.oid = c.confrelid
    where c.connamespace = current_schema()::regnamespace and c.contype in ('f', 'c')`.execute(db);
  const foreignKeys = new Map<string, ExistingForeignKey>();
  const checks = new Map<string, string>();
  for (const c of constraints.rows) {
    if (c.contype === 'f') foreignKeys.set(c.conname, { table: c.tbl, target: c.target ?? '', onDelete: c.confdeltype });
    else checks.set(c.conname, c.tbl);
  }
  return { tables, indexes: new Set(indexes.rows.map((r) => r.indexname)), foreignKeys, checks };
};
