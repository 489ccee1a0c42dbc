/**
 * The rows a caller may see or change in a table: its own channel (channel-scoped tables)
 * and the resource's row filter. Rows outside are "not found", never "forbidden", so their
 * existence does not leak.
 */
import type { Actor, ResourceDef } from '../../config/types';
import type { Cond } from '../query/ast';
import { andAll, type AccessScope } from '../query/compile';
import { SYSTEM_KINDS, kindOfField } from '../query/values';

const kindOf = (resource: ResourceDef, column: string) =>
  Object.hasOwn(resource.fields, column) ? kindOfField(resource.fields[column]) : (SYSTEM_KINDS[column] ?? 'text');

export const accessScope = (table: string, resource: ResourceDef, actor: Actor): AccessScope => {
  const conds: Cond[] = [];
  if (resource.channelScoped) conds.push({ kind: 'cmp', col: { alias: table, column: 'channel', kind: 'text' }, op: '=', value: actor.channel });
  for (const [column, value] of Object.entries(resource.rowFilter?.(actor) ?? {})) {
    const col = { alias: table, column, kind: kindOf(resource, column) };
    conds.push(Array.isArray(value) ? { kind: 'in', col, negate: false, values: [...value] } : { kind: 'cmp', col, op: '=', value: value as string | number | boolean });
  }
  return { where: andAll(...conds), channel: actor.channel };
};
