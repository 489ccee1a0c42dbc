/**
 * The order records are shown in, from the config's `defaultSort` (its field, then its `then`
 * keys). A reference key sorts by the parent's own order, not by the parent's id: rooms by
 * their area (the areas' sort order, then code), then by their own sort order, then code.
 * Lists start in this order, pickers offer their choices in it, and a list sorted by a column
 * falls back on it for ties. Shared by the browser (the list and picker requests) and the
 * server (the generic query's order when a request names none). `id` always ends the order,
 * so pages never repeat or skip rows.
 */
import { MAX_ORDER_TERMS } from './wire';
import type { ResourceDef, ResourcesConfig } from '../config/types';

type SortDir = 'asc' | 'desc';
type SortTerm = readonly [column: string, dir: SortDir];


const dirOf = (order: string | undefined): SortDir => (order?.toUpperCase() === 'DESC' ? 'desc' : 'asc');

/** The keys of a resource's order, most significant first: its defaultSort field, then its `then` keys. */
const sortKeys = (resource: ResourceDef): string[] =>
  resource.defaultSort ? [resource.defaultSort.field, ...(resource.defaultSort.then ?? [])] : [];

/**
 * The columns one key sorts by. A reference, when the request joins its target under
 * `aliasOf(field)`, sorts by the target's own keys that are columns of the target (a parent's
 * parent is the record's own key where it matters: a row names its area too); without the
 * join it sorts by the reference column, which still groups the records by parent.
 */
const columnsOfKey = (resource: ResourceDef, key: string, config: ResourcesConfig, aliasOf: (field: string) => string | undefined): string[] => {
  const field = Object.hasOwn(resource.fields, key) ? resource.fields[key] : undefined;
  if (field?.type !== 'reference') return [key];
  const alias = aliasOf(key);
  const target = Object.hasOwn(config, field.resource) ? config[field.resource] : undefined;
  if (!alias || !target) return [key];
  const own = sortKeys(target).filter((k) => target.fields[k]?.type !== 'reference');
  return (own.length > 0 ? own : [target.recordRepresentation]).map((k) => `${alias}.${k}`);
};

/**
 * The order of a list or a picker. `sort` is what the user chose (a column, a direction);
 * sorting on the first key of the natural order (or on its joined name, as a list column
 * names a reference) is the natural order in that direction; any other column comes first,
 * with the natural order after it for ties.
 */
export const orderFor = (
  resource: ResourceDef,
  config: ResourcesConfig,
  aliasOf: (field: string) => string | undefined,
  sort?: { field: string; order: string },
): SortTerm[] => {
  const keys = sortKeys(resource);
  const natural = (headDir: SortDir): SortTerm[] =>
    keys.flatMap((key, i) => columnsOfKey(resource, key, config, aliasOf).map((c): SortTerm => [c, i === 0 ? headDir : 'asc']));
  const head = keys[0];
  const asHead = (field: string) => {
    if (field === head) return true;
    // A list column shows a reference by the joined name: sorting on it is sorting on the parent.
    const def = head && Object.hasOwn(resource.fields, head) ? resource.fields[head] : undefined;
    const alias = def?.type === 'reference' ? aliasOf(head) : undefined;
    const target = def?.type === 'reference' && Object.hasOwn(config, def.resource) ? config[def.resource] : undefined;
    return alias !== undefined && target !== undefined && field === `${alias}.${target.recordRepresentation}`;
  };
  // The id is unique: nothing to break ties after it.
  if (sort?.field === 'id') return [['id', dirOf(sort.order)]];
  let terms: SortTerm[];
  if (!sort?.field) terms = natural(dirOf(resource.defaultSort?.order));
  else if (asHead(sort.field)) terms = natural(dirOf(sort.order));
  else terms = [[sort.field, dirOf(sort.order)], ...natural(dirOf(resource.defaultSort?.order))];
  // Each column once (the first says its direction), at most the query's limit with `id` last.
  const seen = new Set<string>();
  const unique = terms.filter(([c]) => c !== 'id' && !seen.has(c) && seen.add(c));
  const idDir = unique[0]?.[1] ?? dirOf(resource.defaultSort?.order);
  return [...unique.slice(0, MAX_ORDER_TERMS - 1), ['id', idDir]];
};
