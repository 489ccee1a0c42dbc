/** Access questions both sides ask of the config. The server is the one that enforces them. */
import { MANAGERS } from './define';
import type { Level, Operation, ReferenceField, ResourceDef, ResourcesConfig } from './types';

export const resourceByKey = (key: string, config: ResourcesConfig): ResourceDef | undefined =>
  Object.prototype.hasOwnProperty.call(config, key) ? config[key] : undefined;

export const resourceByTable = (
  table: string,
  config: ResourcesConfig,
): [string, ResourceDef] | undefined => Object.entries(config).find(([, r]) => r.table === table);

export const canDo = (resource: ResourceDef, level: Level, op: Operation): boolean =>
  resource.access[op].includes(level) && !(resource.singleton && (op === 'create' || op === 'delete'));

/** Columns a level may read, filter and sort on: system columns, channel, and every non-hidden field. */
export const readableColumns = (resource: ResourceDef): string[] => [
  'id',
  'version',
  'created_at',
  'updated_at',
  ...(resource.channelScoped ? ['channel'] : []),
  ...Object.entries(resource.fields)
    .filter(([, f]) => !f.hidden)
    .map(([name]) => name),
];

/** Fields a client may send on create or update. */
export const writableFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => !f.hidden && !f.readOnly)
    .map(([name]) => name);

export const searchableFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => f.searchable && !f.hidden)
    .map(([name]) => name);

/**
 * The columns of `target` that a left join along `field` exposes (select, filter, sort): its
 * id, its channel (always the caller's own, since joined rows of the other channel are
 * null), and the reference's `joinFields` (default: the target's recordRepresentation),
 * never a hidden field.
 */
export const joinedColumns = (field: ReferenceField, target: ResourceDef): string[] => {
  const readable = new Set(readableColumns(target));
  const declared = field.joinFields ?? [target.recordRepresentation];
  return [...new Set(['id', ...(target.channelScoped ? ['channel'] : []), ...declared])].filter((c) => readable.has(c));
};

/**
 * The columbarium (docs/columbarium.md) follows the orders' channel and level rules: deposits
 * carry the channel of whoever takes them in, every level works on its own channel's deposits,
 * and only managers may let ashes go without the storage fees due (an override, logged).
 */
export const FEE_OVERRIDE_LEVELS: readonly Level[] = MANAGERS;
export const mayOverrideFees = (level: Level | undefined): boolean => level !== undefined && FEE_OVERRIDE_LEVELS.includes(level);


/**
 * A resource a level may import into: the levels that may create it, unless its config says
 * `importable: false` (user accounts need a password no spreadsheet should carry).
 */
export const canImport = (resource: ResourceDef, level: Level): boolean => resource.importable !== false && canDo(resource, level, 'create');
