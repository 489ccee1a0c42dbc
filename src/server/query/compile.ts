/**
 * ListQuery -> Kysely. Identifiers come only from the validated AST (whitelisted, then
 * quoted by Kysely's sql.ref); values are always bound parameters. The access scope (the
 * caller's channel and row filter) is ANDed here so no path can forget it.
 */
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Channel } from '../../config/types';
import type { Db } from '../db/database';
import type { ColumnRef, Cond, Join, ListQuery } from './ast';
import { partialDateSql } from '../db/partialDates';

export interface AccessScope {
  /** Conditions on the main table: its channel and the resource's row filter. */
  where: Cond | null;
  /** The caller's channel: joined channel-scoped rows must be in it too. */
  channel: Channel;
}

const ref = (col: ColumnRef): RawBuilder<unknown> => sql.ref(`${col.alias}.${col.column}`);

/** LIKE works on text; other columns are compared through their text form (a date, a number). */
const textRef = (col: ColumnRef): RawBuilder<unknown> => (col.kind === 'text' ? ref(col) : sql`cast(${ref(col)} as text)`);

export const condSql = (c: Cond): RawBuilder<SqlBool> => {
  switch (c.kind) {
    case 'cmp':
      return sql<SqlBool>`${ref(c.col)} ${sql.raw(c.op)} ${c.value}`;
    case 'like':
      return sql<SqlBool>`${textRef(c.col)} ${sql.raw(c.negate ? 'not ilike' : 'ilike')} ${c.pattern}`;
    case 'in':
      if (c.values.length === 0) return sql<SqlBool>`${sql.raw(c.negate ? 'true' : 'false')}`;
      return sql<SqlBool>`${ref(c.col)} ${sql.raw(c.negate ? 'not in' : 'in')} (${sql.join(c.values)})`;
    case 'between':
      return sql<SqlBool>`${ref(c.col)} between ${c.low} and ${c.high}`;
    case 'null':
      return sql<SqlBool>`${ref(c.col)} ${sql.raw(c.negate ? 'is not null' : 'is null')}`;
    case 'and':
    case 'or':
      if (c.items.length === 0) return sql<SqlBool>`${sql.raw(c.kind === 'and' ? 'true' : 'false')}`;
      return sql<SqlBool>`(${sql.join(c.items.map(condSql), sql.raw(` ${c.kind} `))})`;
  }
};

export const andAll = (...conds: (Cond | null)[]): Cond | null => {
  const items = conds.filter((c): c is Cond => c !== null);
  if (items.length === 0) return null;
  return items.length === 1 ? items[0] : { kind: 'and', items };
};

const aliasesIn = (c: Cond | null, out = new Set<string>()): Set<string> => {
  if (!c) return out;
  if ('items' in c) c.items.forEach((i) => aliasesIn(i, out));
  else out.add(c.col.alias);
  return out;
};

/** The joins a set of aliases needs, with the joins they build on, in declaration order. */
const joinsForAliases = (joins: Join[], aliases: Set<string>): Join[] => {
  const needed = new Set<string>();
  const want = (alias: string): void => {
    const j = joins.find((x) => x.alias === alias);
    if (!j || needed.has(alias)) return;
    needed.add(alias);
    want(j.from);
  };
  aliases.forEach(want);
  return joins.filter((j) => needed.has(j.alias));
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

const withJoins = (db: Db, q: ListQuery, joins: Join[], scope: AccessScope): AnySelect => {
  let qb: AnySelect = db.selectFrom(q.table);
  for (const j of joins) {
    qb = qb.leftJoin(`${j.table} as ${j.alias}`, (jb) => {
      const on = jb.onRef(`${j.alias}.id`, '=', `${j.from}.${j.field}`);
      return j.resource.channelScoped ? on.on(`${j.alias}.channel`, '=', scope.channel) : on;
    });
  }
  return qb;
};

const fromWithJoins = (db: Db, q: ListQuery, joins: Join[], scope: AccessScope): AnySelect => {
  const qb = withJoins(db, q, joins, scope);
  const where = andAll(scope.where, q.where);
  return where ? qb.where(condSql(where)) : qb;
};

/**
 * From this row on, a page is found in two steps (a deferred join): first the ids of its rows,
 * with only the joins its conditions and order name (PostgreSQL walks an index in the order and
 * reads nothing else), then only those rows are read and joined. In one step the database would
 * read and join every row before the offset in full, then sort them all (docs/performance.md).
 */
export const DEFERRED_FROM_ROW = 1000;

export const isDeep = (q: ListQuery): boolean => (q.page - 1) * q.pageSize >= DEFERRED_FROM_ROW;

/** The joins the ids' step of a deep page makes: those its conditions (and the scope's) and its order name. */
export const deepJoins = (q: ListQuery, scope: AccessScope): Join[] => {
  const aliases = aliasesIn(andAll(scope.where, q.where));
  for (const t of q.orderBy) aliases.add(t.col.alias);
  return joinsForAliases(q.joins, aliases);
};

const ordered = (qb: AnySelect, q: ListQuery): AnySelect => {
  let out = qb;
  for (const term of q.orderBy) out = out.orderBy(sql`${ref(term.col)} ${sql.raw(term.dir)}`);
  // A unique last key keeps pages stable when sort values repeat.
  if (!q.orderBy.some((t) => t.col.alias === q.table && t.col.column === 'id')) out = out.orderBy(sql`${sql.ref(`${q.table}.id`)} asc`);
  return out;
};

export const compileList = (db: Db, q: ListQuery, scope: AccessScope): AnySelect => {
  const columns = q.select.map((s) => (s.col.partial ? partialDateSql(s.col.alias, s.col.column) : ref(s.col)).as(s.as));
  const offset = (q.page - 1) * q.pageSize;
  if (!isDeep(q)) return ordered(fromWithJoins(db, q, q.joins, scope).select(columns), q).limit(q.pageSize).offset(offset);
  // The same rows in the same order: the ids' step has every condition, the order and the page.
  const ids = ordered(fromWithJoins(db, q, deepJoins(q, scope), scope).select(sql.ref(`${q.table}.id`).as('id')), q)
    .limit(q.pageSize)
    .offset(offset);
  return ordered(withJoins(db, q, q.joins, scope).select(columns).where(sql.ref(`${q.table}.id`), 'in', ids), q);
};

/**
 * An export's page on the embedded database in short statements (src/server/data/list.ts): first
 * the ids of the page's rows, in its order (the ids' step of a deep page, for any page), then
 * the rows themselves by keyset slices of those ids, each slice one statement on the ids' index
 * (`where id in (…) order by id`), with `_slice_id` to put them back in the page's order.
 */
export const compilePageIds = (db: Db, q: ListQuery, scope: AccessScope): AnySelect =>
  ordered(fromWithJoins(db, q, deepJoins(q, scope), scope).select(sql.ref(`${q.table}.id`).as('id')), q)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);

/** The key of each row of compileRowsByIds: the main table's id, whatever the request selected. */
export const SLICE_ID = '_slice_id';

export const compileRowsByIds = (db: Db, q: ListQuery, scope: AccessScope, ids: readonly number[]): AnySelect => {
  const columns = q.select.map((s) => (s.col.partial ? partialDateSql(s.col.alias, s.col.column) : ref(s.col)).as(s.as));
  const idRef = sql.ref(`${q.table}.id`);
  // The scope again: the ids' step had it, and a row's channel cannot have changed meanwhile without this.
  const qb = withJoins(db, q, q.joins, scope)
    .select([...columns, idRef.as(SLICE_ID)])
    .where(idRef, 'in', ids.length > 0 ? ids : [0])
    .orderBy(idRef);
  return scope.where ? qb.where(condSql(scope.where)) : qb;
};

/** The joins a count makes: those its conditions name, with the joins they build on. */
export const joinsFor = (joins: Join[], where: Cond | null): Join[] => joinsForAliases(joins, aliasesIn(where));

export const compileCount = (db: Db, q: ListQuery, scope: AccessScope): AnySelect =>
  fromWithJoins(db, q, joinsFor(q.joins, q.where), scope).select(sql<number>`count(*)`.as('count'));
