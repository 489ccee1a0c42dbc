/**
 * Pure translation of react-admin's sort, pagination and filters into the legacy generic
 * query grammar of src/protocol/wire.ts. Kept apart from the transport so the request
 * bodies can be asserted field by field.
 */
import { readableColumns, resourceByKey, searchableFields } from '../config/access';
import { orderFor } from './sorting';
import type { ComparisonOp, Condition, LeftJoin, ListRequest, OrderBy, Scalar } from './wire';
import type { Channel, ResourceDef, ResourcesConfig } from '../config/types';

/** A reference joined for display: `area_id` -> alias `area`, column `area.name`. */
interface ReferenceJoin {
  field: string;
  alias: string;
  target: string;
  column: string;
}

/** Suffix -> operator; longest suffixes first so `_gte` wins over `_gt`. */
const SUFFIXES: readonly (readonly [string, ComparisonOp])[] = [
  ['_gte', '>='],
  ['_lte', '<='],
  ['_neq', '<>'],
  ['_like', 'like'],
  ['_gt', '>'],
  ['_lt', '<'],
  ['_in', 'in'],
];

/** The alias of a joined reference: the field without `_id`, unless that name is already a column. */
export const joinAlias = (resource: ResourceDef, field: string): string => {
  const base = field.replace(/_id$/, '');
  return base !== field && !readableColumns(resource).includes(base) ? base : `${field}_ref`;
};

/** Every reference of the resource whose target names its records: joined so lists need no getMany. */
const referenceJoins = (resource: ResourceDef, config: ResourcesConfig): ReferenceJoin[] =>
  Object.entries(resource.fields).flatMap(([field, def]) => {
    if (def.type !== 'reference' || def.hidden) return [];
    const target = resourceByKey(def.resource, config);
    if (!target) return [];
    const alias = joinAlias(resource, field);
    return [{ field, alias, target: def.resource, column: `${alias}.${target.recordRepresentation}` }];
  });

const joinClause = (joins: readonly ReferenceJoin[]): LeftJoin[] => joins.map((j) => ({ ref: j.field, as: j.alias }));

/**
 * A list request with the joins that bring each reference's name along. The main table's
 * columns are named explicitly because joined ones are added beside them. Used by the
 * browser's legacy dataProvider and by the server's REST view, so both return the same rows.
 */
export const listRequest = (resource: ResourceDef, config: ResourcesConfig, where: Condition[]): ListRequest => {
  const joins = referenceJoins(resource, config);
  if (joins.length === 0) return { table: resource.table, where };
  return {
    table: resource.table,
    field: [...readableColumns(resource), ...joins.map((j) => j.column)],
    left_join: joinClause(joins),
    where,
  };
};

/** Postgres and MySQL both take `\` as the LIKE escape: a typed `%` or `_` is matched literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const isEmptyValue = (v: unknown): boolean => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const toScalar = (v: unknown): Scalar => (typeof v === 'number' || typeof v === 'boolean' ? v : String(v));

/** Columns searched by `q`: the searchable fields, else the record's name. */
const qColumns = (resource: ResourceDef): string[] => {
  const fields = searchableFields(resource);
  return fields.length > 0 ? fields : [resource.recordRepresentation];
};

const conditionFor = (resource: ResourceDef, key: string, value: unknown): Condition | undefined => {
  if (key === 'q') {
    const pattern = `%${escapeLike(String(value))}%`;
    return { or: qColumns(resource).map((f): Condition => [f, 'like', pattern]) };
  }
  const columns = readableColumns(resource);
  const suffix = columns.includes(key) ? undefined : SUFFIXES.find(([s]) => key.endsWith(s));
  const column = suffix ? key.slice(0, -suffix[0].length) : key;
  if (value === null) return [column, 'is null'];
  if (!suffix) return Array.isArray(value) ? [column, 'in', value.map(toScalar)] : [column, '=', toScalar(value)];
  const [, op] = suffix;
  if (op === 'in') return [column, 'in', (Array.isArray(value) ? value : [value]).map(toScalar)];
  if (op === 'like') return [column, 'like', `%${escapeLike(String(value))}%`];
  return [column, op, toScalar(value)];
};

/**
 * react-admin filter -> list of conditions (AND). The route's channel comes first so a
 * screen fixed to a channel never shows the other one, whatever the filter says.
 */
export const buildWhere = (resource: ResourceDef, filter: Record<string, unknown> = {}, channel?: Channel): Condition[] => {
  const where: Condition[] = [];
  if (channel && resource.channelScoped) where.push(['channel', '=', channel]);
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'channel' || isEmptyValue(value)) continue;
    const c = conditionFor(resource, key, value);
    if (c) where.push(c);
  }
  return where;
};

/**
 * The order of a list: the chosen column, then the resource's own order for ties (parent,
 * sort order, code: src/protocol/sorting.ts), `id` last so pages never repeat or skip rows.
 * References sort by their parent's order through the joins listRequest adds.
 */
export const buildOrderBy = (sort: { field: string; order: string } | undefined, resource: ResourceDef, config: ResourcesConfig): OrderBy => {
  const joins = referenceJoins(resource, config);
  return orderFor(resource, config, (field) => joins.find((j) => j.field === field)?.alias, sort);
};

/** Flat `alias.col` keys of a joined row -> nested `{alias: {col}}`, which react-admin fields read by path. */
export const nestJoined = (row: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    const dot = k.indexOf('.');
    if (dot < 0) {
      out[k] = v;
      continue;
    }
    const alias = k.slice(0, dot);
    const inner = (out[alias] as Record<string, unknown> | undefined) ?? {};
    inner[k.slice(dot + 1)] = v;
    out[alias] = inner;
  }
  return out;
};
