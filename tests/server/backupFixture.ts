/**
 * Data for the backup round trip: rows in every table of the config, made from the field
 * types (so a new field or table is covered without touching the test), with the values that
 * break naive dumps: quotes, backslashes, newlines, non-BMP characters, NULLs, microseconds,
 * large exact numerics, gaps in ids. Plus rows in the server's own tables and one extra table
 * the migration does not know, to exercise the DDL the backup carries.
 */
import { sql } from 'kysely';
import { appConfig } from '../../src/instance';
import { CHANNELS, type FieldDef, type ResourcesConfig } from '../../src/config/types';
import type { Database, Db } from '../../src/server/db/database';
import { quoteIdent } from '../../src/server/db/names';
import { schemaSpec } from '../../src/server/db/schemaSpec';

const ROWS_PER_TABLE = 23;

const TEXTS = [
  `O'Brien "quoted" \\ back\\slash`,
  'line one\nline two\r\n\ttabbed',
  '王小明 🀄 𠮷野家 café',
  '',
  '   spaces   ',
  '\\N looks like a COPY null',
  '[1,2] {"a":1} <b>html</b>',
];
const TIMES = ['2024-02-29T23:59:59.123456Z', '1999-12-31T16:00:00.000001+08:00', '2030-06-15T12:00:00Z'];
const DATES = ['1900-02-28', '2024-02-29', '2099-12-31'];
const MONEY = ['123456789012.34', '0.01', '0.00', '99999999.99'];

const valueFor = (name: string, field: FieldDef, i: number, refs: Map<string, number[]>, config: ResourcesConfig): string | number | boolean | null => {
  const optional = !field.required;
  // Every third optional value is NULL, so NULL and non-NULL both go through.
  if (optional && i % 3 === 2 && !field.unique) return null;
  switch (field.type) {
    case 'reference': {
      const ids = refs.get(config[field.resource].table) ?? [];
      return ids.length ? ids[i % ids.length] : null;
    }
    case 'enum':
      return field.values[i % field.values.length].value;
    case 'integer':
      return field.max !== undefined ? Math.min(field.max, i + 1) : i * 7919;
    case 'money':
    case 'decimal':
      return MONEY[i % MONEY.length];
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return DATES[i % DATES.length];
    case 'datetime':
      return TIMES[i % TIMES.length];
    default:
      return field.unique ? `${name}-${i}-${TEXTS[i % TEXTS.length].slice(0, 5)}` : TEXTS[i % TEXTS.length];
  }
};

/** Rows in every config table, in reference order; returns the ids per table. */
export const fillConfigTables = async (db: Db, config: ResourcesConfig = appConfig): Promise<Map<string, number[]>> => {
  const refs = new Map<string, number[]>();
  for (const spec of schemaSpec(config)) {
    const table = quoteIdent(spec.table);
    if (spec.singleton) {
      const sets = Object.entries(spec.resource.fields).map(([name, f]) => sql`${sql.id(name)} = ${valueFor(name, f, 1, refs, config)}`);
      await sql`update ${sql.raw(table)} set ${sql.join(sets)}, version = 3 where id = 1`.execute(db);
      refs.set(spec.table, [1]);
      continue;
    }
    const ids: number[] = [];
    for (let i = 0; i < ROWS_PER_TABLE; i++) {
      const row: Record<string, unknown> = { version: 1 + (i % 4), created_at: TIMES[i % TIMES.length] };
      if (spec.channelScoped) row.channel = CHANNELS[i % CHANNELS.length];
      for (const [name, f] of Object.entries(spec.resource.fields)) row[name] = valueFor(name, f, i, refs, config);
      // One active order per plot is a rule of the domain schema: give each order its own plot.
      if (spec.table === 'tomb_order') row.burialslot_id = (refs.get('tomb_burialslot') ?? [])[i];
      // A deceased lies beside no other family's sale (the occupied-plot triggers): order i's plot is plot i.
      if (spec.table === 'member') {
        row.order_id = (refs.get('tomb_order') ?? [])[i];
        row.burialslot_id = (refs.get('tomb_burialslot') ?? [])[i];
      }
      const r = await db.insertInto(spec.table).values(row).returning('id').executeTakeFirstOrThrow();
      ids.push(Number(r.id));
    }
    refs.set(spec.table, ids);
  }
  return refs;
};

/** Delete the last rows of tables nothing refers to: the sequences then run ahead of max(id). */
export const makeIdGaps = async (db: Db): Promise<void> => {
  for (const table of ['message', 'operation_log']) {
    await sql.raw(`delete from ${quoteIdent(table)} where id > (select max(id) - 3 from ${quoteIdent(table)})`).execute(db);
    await sql.raw(`delete from ${quoteIdent(table)} where id = 5`).execute(db);
  }
};

/** Tables the plugins create for themselves (not in the config, not our probe). */
const serverTables = async (db: Db): Promise<string[]> => {
  const configTables = new Set(Object.values(appConfig).map((r) => r.table));
  return (await tablesOf(db)).filter((t) => !configTables.has(t) && t !== EXTRA_TABLE);
};

/** A sample value per column type; integers are user ids, since the plugins' references point at users. */
const sample = (type: string, i: number, users: number[]): unknown => {
  if (/^(integer|bigint|smallint)$/.test(type)) return users[i % users.length];
  if (type.startsWith('numeric') || type.startsWith('double') || type === 'real') return '12.5';
  if (type === 'boolean') return i % 2 === 0;
  if (type.startsWith('timestamp')) return TIMES[i % TIMES.length];
  if (type === 'date') return DATES[i % DATES.length];
  if (type === 'jsonb' || type === 'json') return JSON.stringify({ a: [1, 'x'] });
  return `${TEXTS[i % TEXTS.length]}-${i}`;
};

/**
 * Two rows in each plugin table, from its catalog columns (defaults left to the database), so
 * the test follows those tables as their owners change them. Failure is tolerated per row
 * (a constraint the sampler cannot guess): the table then round-trips with fewer rows.
 */
const fillServerTable = async (db: Db, table: string, users: number[]): Promise<void> => {
  const columns = (
    await sql<{ name: string; type: string; has_default: boolean }>`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.atthasdef as has_default
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = ${table} and a.attnum > 0 and not a.attisdropped`.execute(db)
  ).rows.filter((c) => !c.has_default);
  for (const i of [0, 1]) {
    const row = Object.fromEntries(columns.map((c) => [c.name, sample(c.type, i, users)]));
    await db.insertInto(table).values(row).execute().catch(() => undefined);
  }
};

/** An extra server-side table (serial id, composite unique, check, partial index, reference to user). */
export const EXTRA_TABLE = 'backup_probe';

export const fillServerTables = async (database: Database): Promise<void> => {
  const db = database.db;
  await sql.raw(`create table ${EXTRA_TABLE} (
    id serial primary key,
    user_id integer references "user"(id) on delete cascade,
    kind text not null default 'k',
    amount numeric(20,6),
    at timestamptz,
    tags text[],
    raw bytea,
    unique (user_id, kind),
    check (amount is null or amount >= 0))`).execute(db);
  await sql.raw(`create index ${EXTRA_TABLE}_at on ${EXTRA_TABLE} (at) where at is not null`).execute(db);
  const users = (await db.selectFrom('user').select('id').orderBy('id').execute()).map((u) => Number(u.id));
  for (const [i, userId] of users.slice(0, 5).entries())
    await sql`insert into ${sql.raw(EXTRA_TABLE)} (user_id, kind, amount, at, tags, raw)
      values (${userId}, ${`k${i}`}, ${'12345678901234.123456'}, ${TIMES[i % 3]}, ${sql.raw(`array['a,b', 'c"d', null]`)}, ${Buffer.from([0, 1, 2, 255])})`.execute(db);
  for (const table of await serverTables(db)) await fillServerTable(db, table, users);
};

/** Every row of every table as PostgreSQL's text of the whole row, sorted: equal means restored exactly. */
export const snapshot = (database: Database, tables: readonly string[]): Promise<Record<string, string[]>> =>
  database.transaction(async (trx) => {
    // Timestamps print in the session's zone: the same zone on both sides, whatever the servers' defaults.
    await sql`select set_config('TimeZone', 'UTC', true)`.execute(trx);
    const out: Record<string, string[]> = {};
    for (const t of tables) {
      const r = await sql.raw<{ r: string }>(`select (x.*)::text as r from ${quoteIdent(t)} x`).execute(trx);
      out[t] = r.rows.map((row) => row.r).sort();
    }
    return out;
  });

export const tablesOf = async (db: Db): Promise<string[]> =>
  (
    await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
      db,
    )
  ).rows.map((r) => r.t);
