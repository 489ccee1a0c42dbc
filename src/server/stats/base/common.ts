/**
 * Pieces shared by the stats queries: the scope every figure is taken in, the seller filter
 * on orders, half-open day ranges, and turning PostgreSQL numbers into JS numbers.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Channel, ResourcesConfig } from '../../../config/types';
import { door, inScope, type TypedDb } from '../../data/door';
import { ACTIVE_STATUSES, OPEN_STATUSES } from '../../kernel/orderStatus';

/** The query handle: the caller's door (src/server/data/door.ts). */
export type Db = TypedDb;

/** Whose figures: the caller's channel (never the body's), narrowed to one seller when asked. */
export interface Scope {
  channel: Channel;
  salespersonId?: number;
  agent?: string;
}

/** A scope with the door it reads through: its raw aggregates take their channel condition from it (`where`). */
export interface DoorScope extends Scope {
  door: TypedDb;
}

/** The door of a scope's channel over `db`, and the scope with it (the stats calls are made through it). */
export const throughDoor = (resources: ResourcesConfig, db: TypedDb, scope: Scope): DoorScope => ({ ...scope, door: door({ resources }, db, scope) });

/** The door's condition on one table of a raw aggregate (`alias.channel = ...`): never written by hand. */
export const where = (scope: DoorScope, table: string, alias: string): RawBuilder<boolean> => inScope(scope.door, table, alias);


/** `AND <alias>.salesperson_id = ...` / `AND <alias>.agent = ...` when the scope narrows to one seller. */
export const sellerFilter = (alias: string, scope: Scope): RawBuilder<unknown> => {
  const parts: RawBuilder<unknown>[] = [];
  if (scope.salespersonId !== undefined) parts.push(sql`AND ${sql.ref(`${alias}.salesperson_id`)} = ${scope.salespersonId}`);
  if (scope.agent !== undefined) parts.push(sql`AND ${sql.ref(`${alias}.agent`)} = ${scope.agent}`);
  return sql.join(parts, sql` `);
};

export const hasSeller = (scope: Scope): boolean => scope.salespersonId !== undefined || scope.agent !== undefined;

/**
 * `col >= start AND col < end` on a timestamp column, with local midnights (StatsQuery.instants,
 * a cover's edges): half-open so the last day is whole, and on the bare column so its index can be used.
 */
export const between = (column: string, start: string, end: string): RawBuilder<unknown> =>
  sql`${sql.ref(column)} >= ${start}::timestamptz AND ${sql.ref(column)} < ${end}::timestamptz`;

/** Orders that hold their plot (the domain's active statuses) are sales; cancelled, refunded and expired are not. */
export const activeStatuses = (): RawBuilder<unknown> => sql.join(ACTIVE_STATUSES.map((s) => sql`${s}`));

/**
 * Orders whose balance is outstanding: still expecting money (an open status) and owing some.
 * The live figure and the daily snapshots both count with it.
 */
export const owing = (alias: string): RawBuilder<unknown> =>
  sql`${sql.ref(`${alias}.status`)} IN (${sql.join(OPEN_STATUSES.map((s) => sql`${s}`))}) AND ${sql.ref(`${alias}.balance`)} > 0`;

/** numeric and bigint come back as strings from pg: every figure leaves as a JS number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** Money figures rounded to cents, so float noise never shows. */
export const money = (v: unknown): number => Math.round(num(v) * 100) / 100;
