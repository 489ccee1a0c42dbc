/**
 * The shape of a validated request (its SQL text without values) and its values in the order the
 * compiler (compile.ts) binds them. Two requests with the same shape compile to the same SQL text;
 * src/server/data/compiledCache.ts stores one statement per shape and binds each request's values.
 */
import type { Bound, ColumnRef, Cond, Join, ListQuery } from './ast';
import { andAll, deepJoins, isDeep, joinsFor, type AccessScope } from './compile';

const colKey = (c: ColumnRef): string => `${c.alias}.${c.column}:${c.kind}`;

/** The structure of a condition: columns, operators and value counts, never the values. */
export const condShape = (c: Cond | null): string => {
  if (!c) return '-';
  switch (c.kind) {
    case 'cmp':
      return `(${colKey(c.col)}${c.op}?)`;
    case 'like':
      return `(${colKey(c.col)}${c.negate ? '!~' : '~'}?)`;
    case 'in':
      return `(${colKey(c.col)}${c.negate ? '!in' : 'in'}${c.values.length})`;
    case 'between':
      return `(${colKey(c.col)}><)`;
    case 'null':
      return `(${colKey(c.col)}${c.negate ? '!null' : 'null'})`;
    case 'and':
    case 'or':
      return `(${c.kind} ${c.items.map(condShape).join(' ')})`;
  }
};

/** A condition's values in the order condSql binds them. */
export const condParams = (c: Cond | null, out: Bound[] = []): Bound[] => {
  if (!c) return out;
  switch (c.kind) {
    case 'cmp':
      out.push(c.value);
      break;
    case 'like':
      out.push(c.pattern);
      break;
    case 'in':
      out.push(...c.values);
      break;
    case 'between':
      out.push(c.low, c.high);
      break;
    case 'null':
      break;
    case 'and':
    case 'or':
      c.items.forEach((i) => condParams(i, out));
      break;
  }
  return out;
};

const joinKey = (j: Join): string => `${j.alias}=${j.from}.${j.field}>${j.table}${j.resource.channelScoped ? '@' : ''}`;

/**
 * The part of a key a list of joins, columns or order terms makes, once per list: the parser
 * (./parse.ts) hands the same frozen lists to every request that sent the same ones.
 */
const partCache = new WeakMap<readonly unknown[], string>();
const part = <T>(items: readonly T[], one: (item: T) => string): string => {
  let key = partCache.get(items);
  if (key === undefined) {
    key = items.map(one).join(',');
    if (Object.isFrozen(items)) partCache.set(items, key);
  }
  return key;
};

/** The shape of a list or count, and its values in binding order. */
export const listShape = (kind: 'rows' | 'count', q: ListQuery, scope: AccessScope, level: number | string): { key: string; params: Bound[] } => {
  const joins = kind === 'rows' ? q.joins : joinsFor(q.joins, q.where);
  // A deep page is another statement (./compile.ts, deferred join): the ids' joins bind after the page's.
  const deep = kind === 'rows' && isDeep(q);
  const params: Bound[] = [];
  for (const j of joins) if (j.resource.channelScoped) params.push(scope.channel);
  if (deep) for (const j of deepJoins(q, scope)) if (j.resource.channelScoped) params.push(scope.channel);
  condParams(andAll(scope.where, q.where), params);
  if (kind === 'rows') params.push(q.pageSize, (q.page - 1) * q.pageSize);
  const key = [
    deep ? 'rows-deep' : kind,
    q.table,
    level,
    scope.channel,
    part(joins, joinKey),
    kind === 'rows' ? part(q.select, (s) => `${colKey(s.col)}>${s.as}`) : '',
    condShape(scope.where),
    condShape(q.where),
    kind === 'rows' ? part(q.orderBy, (t) => `${colKey(t.col)} ${t.dir}`) : '',
  ].join('|');
  return { key, params };
};

/** The shape of a single-record read by id, and its values in binding order. */
export const oneShape = (table: string, level: number | string, scope: AccessScope, where: Cond | null): { key: string; params: Bound[] } => ({
  key: ['one', table, level, scope.channel, condShape(where)].join('|'),
  params: condParams(where),
});
