/**
 * Per-table hooks run inside the write transaction of the generic create/update/delete
 * (src/server/data). Domain rules (order numbers, plot status, payments, user rules) live in
 * hooks so every path that writes a table (the legacy calls, the REST view) obeys them.
 * A hook refuses by throwing an ApiError; the whole write is then rolled back.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Actor, ResourceDef } from '../../config/types';

export type Row = Record<string, unknown>;

export interface HookContext {
  /** The write transaction: use it (never app.database.db) for every query of the hook. */
  trx: Db;
  actor: Actor;
  app: FastifyInstance;
  table: string;
  resource: ResourceDef;
}

/** A hook's context before the write's transaction opens: no database handle on purpose. */
export type PrepareContext = Omit<HookContext, 'trx'>;

export interface TableHooks {
  /**
   * Body keys that are not columns but that these hooks consume (e.g. `password` on user):
   * the generic layer lets them through to beforeCreate/beforeUpdate and drops them afterwards.
   */
  acceptKeys?: readonly string[];
  /**
   * Runs before the write's transaction opens, for slow work that needs no database (hashing a
   * password: inside the transaction it would hold PGlite's only connection): gets the
   * hook-only keys and the validated values, returns the hook-only keys to use instead.
   */
  prepare?(ctx: PrepareContext, extras: Row, values: Readonly<Row>, mode: 'create' | 'update'): Row | Promise<Row>;
  /** Gets the validated record (defaults and channel applied); returns what is inserted (may add read-only fields). */
  beforeCreate?(ctx: HookContext, data: Row): Row | Promise<Row>;
  afterCreate?(ctx: HookContext, row: Row): void | Promise<void>;
  /** `before` is the current row (locked); returns the patch that is applied. */
  beforeUpdate?(ctx: HookContext, before: Row, patch: Row): Row | Promise<Row>;
  afterUpdate?(ctx: HookContext, before: Row, after: Row): void | Promise<void>;
  beforeDelete?(ctx: HookContext, row: Row): void | Promise<void>;
}

const registry = new Map<string, TableHooks[]>();

/**
 * Add hooks for a table; several parts may each add theirs, run in registration order.
 * Registering the same object again is a no-op, so plugins that run once per app (tests
 * build many apps) should register a module-level constant.
 */
export const registerHooks = (table: string, hooks: TableHooks): void => {
  const list = registry.get(table) ?? [];
  if (!list.includes(hooks)) registry.set(table, [...list, hooks]);
};

export const hooksOf = (table: string): readonly TableHooks[] => registry.get(table) ?? [];

export const acceptedKeysOf = (table: string): Set<string> => new Set(hooksOf(table).flatMap((h) => h.acceptKeys ?? []));

/** Every `prepare` hook of the table, in order, outside any transaction. */
export const prepareWrite = async (ctx: PrepareContext, extras: Row, values: Readonly<Row>, mode: 'create' | 'update'): Promise<Row> => {
  let out = extras;
  for (const h of hooksOf(ctx.table)) if (h.prepare) out = await h.prepare(ctx, out, values, mode);
  return out;
};
