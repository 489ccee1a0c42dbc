/**
 * The rows a caller may see or change in a table: its own channel (channel-scoped tables)
 * and the resource's row filter. Rows outside are "not found", never "forbidden", so their
 * existence does not leak.
 */
import type { Actor, Channel, ResourceDef } from '../../config/types';
import type { Cond } from '../query/ast';
import { andAll, type AccessScope } from '../query/compile';
import { SYSTEM_KINDS, kindOfField } from '../query/values';

const kindOf = (resource: ResourceDef, column: string) =>
  Object.hasOwn(resource.fields, column) ? kindOfField(resource.fields[column]) : (SYSTEM_KINDS[column] ?? 'text');

/** The part of the data a caller works in: their channel today (a cemetery tomorrow joins it here). */
export interface Scope {
  channel: Channel;
}
export const scopeOf = (actor: Pick<Actor, 'channel'>): Scope => ({ channel: actor.channel });

/**
 * The columns that partition a table and the scope's value of each: `channel` on a
 * channel-scoped table. The generic query (below) and the feature code's door (./door.ts) both
 * scope by this one function.
 */
export const partitionOf = (resource: ResourceDef, scope: Scope): readonly (readonly [column: keyof Scope, value: string])[] =>
  resource.channelScoped ? [['channel', scope.channel]] : [];

export const accessScope = (table: string, resource: ResourceDef, actor: Actor): AccessScope => {
  const conds: Cond[] = [];
  for (const [column, value] of partitionOf(resource, scopeOf(actor))) conds.push({ kind: 'cmp', col: { alias: table, column, kind: 'text' }, op: '=', value });
  for (const [column, value] of Object.entries(resource.rowFilter?.(actor) ?? {})) {
    const col = { alias: table, column, kind: kindOf(resource, column) };
    conds.push(Array.isArray(value) ? { kind: 'in', col, negate: false, values: [...value] } : { kind: 'cmp', col, op: '=', value: value as string | number | boolean });
  }
  return { where: andAll(...conds), channel: actor.channel };
};
