/**
 * Additive schema migration from the config, run at every start. It creates missing
 * tables, columns, constraints and indexes, and relaxes what the config no longer asks
 * (a dropped `required`, a removed field's NOT NULL). It never drops a column or rewrites
 * data: a change it cannot make that way (a type change, a new required column without a
 * default on a table with rows, duplicates under a new unique) stops the start with a
 * message naming the table and column. Everything runs in one transaction: all or nothing.
 */
import { sql } from 'kysely';
import { CHANNELS, type ResourcesConfig } from '../../config/types';
import type { Database, Db } from './database';
import { readCatalog, type Catalog, type ExistingColumn } from './introspect';
import {
  channelCheckName,
  enumCheckBase,
  enumCheckName,
  foreignKeyName,
  indexName,
  normalisedSql,
  normalisedUniqueIndexName,
  quoteIdent,
  quoteLiteral,
  uniqueIndexName,
} from './names';
import { CHANNEL_SPEC, MigrationError, SYSTEM_COLUMN_SPECS, schemaSpec, type ColumnSpec, type TableSpec } from './schemaSpec';

export { MigrationError } from './schemaSpec';

interface MigrationResult {
  /** No table of the config existed before: a new, empty database. */
  fresh: boolean;
  createdTables: string[];
  /** "table.column" */
  addedColumns: string[];
  /** Every change made, in words; empty when the database already matched the config. */
  steps: string[];
}

/** Any number: the advisory lock that keeps two instances starting together from migrating at once. */
const MIGRATION_LOCK = 730_412_977;

const ON_DELETE_CODE = { restrict: 'r', cascade: 'c', 'set null': 'n' } as const;

const exec = (trx: Db, text: string) => sql.raw(text).execute(trx);

/** One migration: its transaction and the steps it took (so a start that changed nothing is visible). */
interface Run {
  trx: Db;
  steps: string[];
}

/** Run one DDL step; a failure names what was being done. */
const step = async (run: Run, what: string, text: string): Promise<void> => {
  run.steps.push(what);
  try {
    await exec(run.trx, text);
  } catch (e) {
    throw new MigrationError(`${what} failed: ${(e as Error).message}`);
  }
};

/**
 * Autovacuum settings of tables declared `updatedOften`: a visit after 50 + 0.2% of the rows changed
 * (PostgreSQL's default is 20%). Each edit clears its page's all-visible bit, and a count reads
 * the table itself for every such page: at 1% a table of 100,000 orders was left with up to a
 * thousand edited rows, a third of its pages, and its count at 1.2 times its cost before 30,000
 * edits (docs/performance.md). A vacuum reads only the pages not all-visible, so frequent visits are cheap.
 */
const OFTEN_UPDATED_OPTIONS = ['autovacuum_vacuum_scale_factor=0.002', 'autovacuum_analyze_scale_factor=0.02'] as const;

const ensureAutovacuum = async (run: Run, table: string): Promise<void> => {
  const row = (await sql<{ options: string[] | null }>`select reloptions as options from pg_class where oid = ${quoteIdent(table)}::regclass`.execute(run.trx)).rows[0];
  const current = row?.options ?? [];
  if (OFTEN_UPDATED_OPTIONS.every((o) => current.includes(o))) return;
  await step(run, `Autovacuum settings of ${table}`, `alter table ${quoteIdent(table)} set (${OFTEN_UPDATED_OPTIONS.join(', ')})`);
};

const columnDdl = (c: ColumnSpec): string =>
  [quoteIdent(c.name), c.type.ddl, c.notNull ? 'not null' : '', c.default !== undefined ? `default ${c.default}` : '']
    .filter(Boolean)
    .join(' ');

const sameType = (c: ColumnSpec, e: ExistingColumn): boolean =>
  c.type.dataType === e.dataType &&
  (c.type.precision === undefined || (c.type.precision === e.precision && c.type.scale === e.scale));

const describeType = (e: ExistingColumn): string =>
  e.dataType === 'numeric' && e.precision !== null ? `numeric(${e.precision},${e.scale})` : e.dataType;

/** Catalog defaults carry casts ('x'::text, 0::numeric): compare without them. */
const normaliseDefault = (d: string | null | undefined): string | null =>
  d === null || d === undefined
    ? null
    : d
        .replace(/::[a-z ]+(\(\d+(,\d+)?\))?/gi, '')
        .replace(/^\((.*)\)$/, '$1')
        .trim()
        .toLowerCase();

const hasRows = async (trx: Db, table: string, where = 'true'): Promise<boolean> => {
  const r = await sql.raw<{ one: number }>(`select 1 as one from ${quoteIdent(table)} where ${where} limit 1`).execute(trx);
  return r.rows.length > 0;
};

const createTable = async (run: Run, spec: TableSpec): Promise<void> => {
  const columns = [
    'id serial primary key',
    ...SYSTEM_COLUMN_SPECS.map(columnDdl),
    ...(spec.channelScoped ? [columnDdl(CHANNEL_SPEC)] : []),
    ...spec.columns.map(columnDdl),
  ];
  await step(run, `Creating table ${spec.table}`, `create table ${quoteIdent(spec.table)} (${columns.join(', ')})`);
};

const addColumn = async (run: Run, spec: TableSpec, c: ColumnSpec): Promise<void> => {
  const t = quoteIdent(spec.table);
  if (c.notNull && c.default === undefined && (await hasRows(run.trx, spec.table)))
    throw new MigrationError(
      `Table ${spec.table}, column ${c.name}: the new field is required but has no default, and the table already has rows. ` +
        'Give it a default in the config, or add it as optional, fill it, then make it required.',
    );
  await step(run, `Adding column ${spec.table}.${c.name}`, `alter table ${t} add column ${columnDdl(c)}`);
};

/** Bring an existing column in line: type (refused if different), default, nullability. */
const alignColumn = async (run: Run, spec: TableSpec, c: ColumnSpec, e: ExistingColumn): Promise<void> => {
  const t = quoteIdent(spec.table);
  const col = quoteIdent(c.name);
  if (!sameType(c, e))
    throw new MigrationError(
      `Table ${spec.table}, column ${c.name}: the database has ${describeType(e)} but the config asks for ${c.type.ddl}. ` +
        'Changing a column type is not additive: add a new field instead, or convert the column by hand.',
    );
  if (normaliseDefault(c.default) !== normaliseDefault(e.default))
    await step(
      run,
      `Setting the default of ${spec.table}.${c.name}`,
      c.default === undefined ? `alter table ${t} alter column ${col} drop default` : `alter table ${t} alter column ${col} set default ${c.default}`,
    );
  if (c.notNull && e.nullable) {
    if (await hasRows(run.trx, spec.table, `${col} is null`))
      throw new MigrationError(
        `Table ${spec.table}, column ${c.name}: the config makes it required but some rows have no value. Fill them first.`,
      );
    await step(run, `Making ${spec.table}.${c.name} required`, `alter table ${t} alter column ${col} set not null`);
  } else if (!c.notNull && !e.nullable) {
    await step(run, `Making ${spec.table}.${c.name} optional`, `alter table ${t} alter column ${col} drop not null`);
  }
};

const ensureColumns = async (run: Run, spec: TableSpec, existing: Map<string, ExistingColumn>, added: string[]) => {
  const t = quoteIdent(spec.table);
  if (!existing.has('id')) await step(run, `Adding ${spec.table}.id`, `alter table ${t} add column id serial primary key`);
  for (const c of SYSTEM_COLUMN_SPECS) {
    const e = existing.get(c.name);
    if (!e) await step(run, `Adding ${spec.table}.${c.name}`, `alter table ${t} add column ${columnDdl(c)}`);
    else if (!sameType(c, e)) await alignColumn(run, spec, c, e);
  }
  if (spec.channelScoped && !existing.has(CHANNEL_SPEC.name)) {
    // Rows that predate channels belong to the inside channel; new rows always get one from the server.
    await step(run, `Adding ${spec.table}.channel`, `alter table ${t} add column channel text not null default 'inside'`);
    await step(run, `Adding ${spec.table}.channel`, `alter table ${t} alter column channel drop default`);
    added.push(`${spec.table}.channel`);
  }
  for (const c of spec.columns) {
    const e = existing.get(c.name);
    if (e) await alignColumn(run, spec, c, e);
    else {
      await addColumn(run, spec, c);
      added.push(`${spec.table}.${c.name}`);
    }
  }
  // Columns the config no longer declares stay (never dropped) but must not block inserts.
  const declared = new Set(['id', 'channel', ...SYSTEM_COLUMN_SPECS.map((c) => c.name), ...spec.columns.map((c) => c.name)]);
  for (const [name, e] of existing) {
    if (!declared.has(name) && !e.nullable && e.default === null)
      await step(run, `Relaxing the undeclared column ${spec.table}.${name}`, `alter table ${t} alter column ${quoteIdent(name)} drop not null`);
  }
};

/** Rows that would break a unique index on `key`, as "value" (id n) lists, at most five groups. */
const duplicateGroups = async (run: Run, spec: TableSpec, c: ColumnSpec, key: string): Promise<string[]> => {
  const t = quoteIdent(spec.table);
  const col = quoteIdent(c.name);
  const { rows } = await sql.raw<{ ids: number[]; vals: unknown[] }>(
    `select array_agg(id order by id) as ids, array_agg(${col}::text order by id) as vals from ${t}
     where ${col} is not null group by ${key} having count(*) > 1 order by min(id) limit 5`,
  ).execute(run.trx);
  const shown = (v: unknown): string => JSON.stringify(String(v).length > 40 ? `${String(v).slice(0, 40)}...` : String(v));
  return rows.map((r) => r.ids.map((id, i) => `${shown(r.vals[i])} (id ${id})`).join(' = '));
};

/**
 * A unique field gets a unique index: on the normalised value for text (case and spaces
 * ignored, so `FS` and `fs` cannot both exist), on the value itself otherwise. Rows that
 * already break it stop the start with a message naming them (nothing is changed for you:
 * rename or merge them, then start again); an exact-case index of an older version is
 * replaced by the normalised one.
 */
const ensureUnique = async (run: Run, spec: TableSpec, c: ColumnSpec, catalog: Catalog): Promise<void> => {
  const exact = uniqueIndexName(spec.table, c.name);
  const normalised = normalisedUniqueIndexName(spec.table, c.name);
  const t = quoteIdent(spec.table);
  const col = quoteIdent(c.name);
  const wanted = c.unique ? (c.normalised ? normalised : exact) : undefined;
  if (wanted && !catalog.indexes.has(wanted)) {
    const key = c.normalised ? normalisedSql(col) : col;
    const groups = await duplicateGroups(run, spec, c, key);
    if (groups.length > 0)
      throw new MigrationError(
        `Table ${spec.table}, column ${c.name}: the config makes it unique${c.normalised ? ' (case and spaces ignored)' : ''} but some rows share a value: ` +
          `${groups.join('; ')}. Rename or merge them, then start again.`,
      );
    await step(run, `Making ${spec.table}.${c.name} unique`, `create unique index ${quoteIdent(wanted)} on ${t} (${key})`);
    catalog.indexes.add(wanted);
  }
  for (const name of [exact, normalised])
    if (name !== wanted && catalog.indexes.has(name)) {
      await step(run, wanted ? `Replacing the unique index of ${spec.table}.${c.name}` : `Dropping the uniqueness of ${spec.table}.${c.name}`, `drop index ${quoteIdent(name)}`);
      catalog.indexes.delete(name);
    }
};

const ensureEnumCheck = async (run: Run, spec: TableSpec, c: ColumnSpec, catalog: Catalog): Promise<void> => {
  const t = quoteIdent(spec.table);
  const base = enumCheckBase(spec.table, c.name);
  const wanted = c.enumValues ? enumCheckName(spec.table, c.name, c.enumValues) : undefined;
  const stale = [...catalog.checks].filter(([n, tbl]) => tbl === spec.table && n.startsWith(base) && /^[0-9a-f]{8}$/.test(n.slice(base.length)) && n !== wanted);
  for (const [n] of stale) await step(run, `Replacing the values check of ${spec.table}.${c.name}`, `alter table ${t} drop constraint ${quoteIdent(n)}`);
  if (!wanted || !c.enumValues || catalog.checks.has(wanted)) return;
  const list = c.enumValues.map(quoteLiteral).join(', ');
  const col = quoteIdent(c.name);
  const bad = await sql.raw<{ v: string }>(`select ${col} as v from ${t} where ${col} is not null and ${col} not in (${list}) limit 1`).execute(run.trx);
  if (bad.rows.length > 0)
    throw new MigrationError(
      `Table ${spec.table}, column ${c.name}: rows hold the value "${bad.rows[0].v}", which the config no longer allows. Change those rows first.`,
    );
  await step(run, `Checking the values of ${spec.table}.${c.name}`, `alter table ${t} add constraint ${quoteIdent(wanted)} check (${col} in (${list}))`);
};

const ensureForeignKey = async (run: Run, spec: TableSpec, c: ColumnSpec, catalog: Catalog): Promise<void> => {
  if (!c.reference) return;
  const name = foreignKeyName(spec.table, c.name);
  const existing = catalog.foreignKeys.get(name);
  const t = quoteIdent(spec.table);
  if (existing && existing.target !== c.reference.table)
    throw new MigrationError(
      `Table ${spec.table}, column ${c.name}: it references ${existing.target} in the database but ${c.reference.table} in the config. ` +
        'Changing what a column refers to is not additive: add a new field instead.',
    );
  if (existing && existing.onDelete === ON_DELETE_CODE[c.reference.onDelete]) return;
  if (existing) await step(run, `Changing the delete rule of ${spec.table}.${c.name}`, `alter table ${t} drop constraint ${quoteIdent(name)}`);
  await step(
    run,
    `Linking ${spec.table}.${c.name} to ${c.reference.table}`,
    `alter table ${t} add constraint ${quoteIdent(name)} foreign key (${quoteIdent(c.name)}) references ${quoteIdent(c.reference.table)} (id) on delete ${c.reference.onDelete}`,
  );
};

const ensureIndex = async (run: Run, table: string, columns: readonly string[], catalog: Catalog): Promise<void> => {
  const name = indexName(table, columns);
  if (catalog.indexes.has(name)) return;
  await step(run, `Indexing ${table} (${columns.join(', ')})`, `create index ${quoteIdent(name)} on ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`);
  catalog.indexes.add(name);
};

const ensureConstraints = async (run: Run, spec: TableSpec, catalog: Catalog): Promise<void> => {
  const t = quoteIdent(spec.table);
  if (spec.channelScoped && !catalog.checks.has(channelCheckName(spec.table)))
    await step(
      run,
      `Checking the channel of ${spec.table}`,
      `alter table ${t} add constraint ${quoteIdent(channelCheckName(spec.table))} check (channel in (${CHANNELS.map(quoteLiteral).join(', ')}))`,
    );
  for (const c of spec.columns) {
    await ensureUnique(run, spec, c, catalog);
    await ensureEnumCheck(run, spec, c, catalog);
    await ensureForeignKey(run, spec, c, catalog);
    if (c.index) await ensureIndex(run, spec.table, [c.name], catalog);
  }
  for (const index of spec.indexes) await ensureIndex(run, spec.table, index, catalog);
};

export const migrate = async (database: Database, config: ResourcesConfig): Promise<MigrationResult> => {
  const specs = schemaSpec(config);
  return database.transaction(async (trx) => {
    const run: Run = { trx, steps: [] };
    if (database.kind === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    const catalog = await readCatalog(trx);
    const createdTables: string[] = [];
    const addedColumns: string[] = [];
    const fresh = specs.every((s) => !catalog.tables.has(s.table));
    // Tables and columns first, then constraints: a reference may point at a table created later in a cycle.
    for (const spec of specs) {
      const existing = catalog.tables.get(spec.table);
      if (existing) await ensureColumns(run, spec, existing, addedColumns);
      else {
        await createTable(run, spec);
        createdTables.push(spec.table);
      }
    }
    for (const spec of specs) await ensureConstraints(run, spec, catalog);
    for (const spec of specs.filter((s) => s.updatedOften)) await ensureAutovacuum(run, spec.table);
    for (const spec of specs.filter((s) => s.singleton))
      await exec(trx, `insert into ${quoteIdent(spec.table)} (id) values (1) on conflict (id) do nothing`);
    return { fresh, createdTables, addedColumns, steps: run.steps };
  });
};
