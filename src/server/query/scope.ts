/**
 * The identifiers a request may use: the main table's readable columns, and, of the tables it
 * joins along declared references (only when the caller's level may read them), the columns
 * each reference exposes (its joinFields: a user's name, never their mobile).
 */
import { canDo, joinedColumns, readableColumns, resourceByKey } from '../../config/access';
import type { Level, ReferenceField, ResourceDef, ResourcesConfig } from '../../config/types';
import type { ColumnRef, Join } from './ast';
import { isPartialField } from '../db/partialDates';
import { isPlainObject, malformed, onlyKeys, unknownColumn, unknownJoin } from './refuse';
import { SYSTEM_KINDS, kindOfField } from './values';

const MAX_JOINS = 10;

const COLUMN_TOKEN_RE = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;
const ALIAS_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export interface QueryScope {
  config: ResourcesConfig;
  level: Level;
  table: string;
  resource: ResourceDef;
  joins: Join[];
}

const readableSet = new WeakMap<ResourceDef, Set<string>>();
const readable = (resource: ResourceDef): Set<string> => {
  let set = readableSet.get(resource);
  if (!set) {
    set = new Set(readableColumns(resource));
    readableSet.set(resource, set);
  }
  return set;
};

const allColumnsCache = new WeakMap<ResourceDef, Map<string, readonly ColumnRef[]>>();

const resourceOfAlias = (scope: QueryScope, alias: string): ResourceDef | undefined =>
  alias === scope.table ? scope.resource : scope.joins.find((j) => j.alias === alias)?.resource;

/** The columns usable through an alias: every readable one of the main table, a join's exposed ones. */
const usableColumns = (scope: QueryScope, alias: string): ReadonlySet<string> | undefined => {
  if (alias === scope.table) return readable(scope.resource);
  const join = scope.joins.find((j) => j.alias === alias);
  return join ? exposedSet(join) : undefined;
};

const exposedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
const exposedSet = (join: Join): ReadonlySet<string> => {
  let set = exposedSets.get(join.columns);
  if (!set) exposedSets.set(join.columns, (set = new Set(join.columns)));
  return set;
};

const columnIn = (resource: ResourceDef, usable: ReadonlySet<string>, alias: string, column: string, token: unknown): ColumnRef => {
  if (!usable.has(column)) throw unknownColumn(token);
  const field = Object.hasOwn(resource.fields, column) ? resource.fields[column] : undefined;
  const kind = field ? kindOfField(field) : SYSTEM_KINDS[column];
  if (!kind) throw unknownColumn(token);
  return isPartialField(field) ? { alias, column, kind, partial: true } : { alias, column, kind };
};

/** `col`, `table.col` (the main table) or `alias.col` (a join) -> a checked column. */
export const resolveColumn = (scope: QueryScope, token: unknown): ColumnRef => {
  if (typeof token !== 'string' || !COLUMN_TOKEN_RE.test(token)) throw unknownColumn(token);
  const dot = token.indexOf('.');
  const alias = dot < 0 ? scope.table : token.slice(0, dot);
  const column = dot < 0 ? token : token.slice(dot + 1);
  const resource = resourceOfAlias(scope, alias);
  const usable = usableColumns(scope, alias);
  if (!resource || !usable) throw unknownColumn(token);
  return columnIn(resource, usable, alias, column, token);
};

/** Every usable column of an alias, for `*`, `alias.*` and the default selection. */
export const allColumnsOf = (scope: QueryScope, alias: string): readonly ColumnRef[] => {
  const resource = resourceOfAlias(scope, alias);
  if (!resource) throw unknownColumn(`${alias}.*`);
  if (alias !== scope.table) {
    const usable = usableColumns(scope, alias)!;
    return [...usable].map((c) => columnIn(resource, usable, alias, c, c));
  }
  // Every list and count without `field` expands this: computed once per resource and alias.
  let byAlias = allColumnsCache.get(resource);
  if (!byAlias) allColumnsCache.set(resource, (byAlias = new Map()));
  let cols = byAlias.get(alias);
  if (!cols) {
    const usable = readable(resource);
    byAlias.set(alias, (cols = Object.freeze(readableColumns(resource).map((c) => Object.freeze(columnIn(resource, usable, alias, c, c))))));
  }
  return cols;
};

/** A reference's exposed columns, once per field definition (the config does not change while running). */
const joinedCache = new WeakMap<ReferenceField, readonly string[]>();
const joinedColumnsOf = (field: ReferenceField, target: ResourceDef): readonly string[] => {
  let cols = joinedCache.get(field);
  if (!cols) joinedCache.set(field, (cols = Object.freeze(joinedColumns(field, target))));
  return cols;
};

const parseJoin = (scope: QueryScope, raw: unknown): Join => {
  let ref: unknown;
  let as: unknown;
  if (typeof raw === 'string') ref = raw;
  else if (isPlainObject(raw)) {
    onlyKeys(raw, ['ref', 'as']);
    ({ ref, as } = raw);
  } else throw malformed();
  if (typeof ref !== 'string' || !COLUMN_TOKEN_RE.test(ref)) throw unknownJoin(ref);
  const dot = ref.indexOf('.');
  const from = dot < 0 ? scope.table : ref.slice(0, dot);
  const field = dot < 0 ? ref : ref.slice(dot + 1);
  const owner = resourceOfAlias(scope, from);
  const def = owner && Object.hasOwn(owner.fields, field) ? owner.fields[field] : undefined;
  if (!owner || !def || def.type !== 'reference' || def.hidden) throw unknownJoin(ref);
  // A join builds on an earlier one only along a column that join exposes.
  if (!usableColumns(scope, from)?.has(field)) throw unknownJoin(ref);
  const target = resourceByKey(def.resource, scope.config);
  if (!target || !canDo(target, scope.level, 'read')) throw unknownJoin(ref);
  const alias = as === undefined ? target.table : as;
  if (typeof alias !== 'string' || !ALIAS_RE.test(alias)) throw unknownJoin(alias);
  if (alias === scope.table || scope.joins.some((j) => j.alias === alias)) throw unknownJoin(alias);
  return { alias, from, field, table: target.table, resource: target, columns: joinedColumnsOf(def, target) };
};

/** `left_join`: a list of `"field"`, `"alias.field"` or `{ref, as}`; each join may build on an earlier one. */
export const parseJoins = (scope: QueryScope, raw: unknown): void => {
  if (raw === undefined) return;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_JOINS) throw malformed();
  for (const item of list) scope.joins.push(parseJoin(scope, item));
};
