/**
 * Per-table hooks run inside the write transaction of the generic create/update/delete
 * (src/server/data). Domain rules (order numbers, plot status, payments, user rules) live in
 * hooks so every path that writes a table (the legacy calls, the REST view) obeys them.
 * A hook refuses by throwing an ApiError; the whole write is then rolled back.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { RowOf, TableName, TypedDb } from '../db/tables';
import type { Actor, ResourceDef } from '../../config/types';

export type Row = Record<string, unknown>;

export interface HookContext {
  /** The write transaction, untyped: for the data layer only (feature hooks use `db`). */
  trx: Db;
  /** The write transaction through the actor's door (src/server/data/door.ts): typed and scoped to their channel. */
  db: TypedDb;
  actor: Actor;
  app: FastifyInstance;
  table: string;
  resource: ResourceDef;
}

/**
 * The context of a status change made by the domain (not a generic write): the system's has no
 * actor. `db` is the transaction through the actor's door, or, for the system, unscoped.
 */
export interface StatusContext {
  db: TypedDb;
  actor: Actor | null;
  app: FastifyInstance;
}

/** A record on its way in: the table's columns, typed, and keys the hooks accept beside them (a password). */
export type Draft<R> = Partial<R> & Row;

/** The hooks of one table, its rows typed as the table's (`R`: RowOf<table>, by registerHooks). */
export interface TableHooks<R extends object = Row> {
  /**
   * Body keys that are not columns but that these hooks consume (e.g. `password` on user):
   * the generic layer lets them through to beforeCreate/beforeUpdate and drops them afterwards.
   */
  acceptKeys?: readonly string[];
  /** Gets the validated record (defaults and channel applied); returns what is inserted (may add read-only fields). */
  beforeCreate?(ctx: HookContext, data: Draft<R>): Draft<R> | Promise<Draft<R>>;
  afterCreate?(ctx: HookContext, row: R): void | Promise<void>;
  /** `before` is the current row (locked); returns the patch that is applied. */
  beforeUpdate?(ctx: HookContext, before: R, patch: Draft<R>): Draft<R> | Promise<Draft<R>>;
  afterUpdate?(ctx: HookContext, before: R, after: R): void | Promise<void>;
  beforeDelete?(ctx: HookContext, row: R): void | Promise<void>;
  /** After the domain moved the row's status (an order paid, refunded...), in the same transaction. */
  afterStatus?(ctx: StatusContext, before: R, after: R): void | Promise<void>;
}

/** A table's hooks, its rows typed from the config (src/server/db/tables.ts). */
export type HooksOf<T extends TableName> = TableHooks<RowOf<T>>;

/** The hooks of one app: each app (tests build many, a process may hold several configs) has its own. */
export class HookRegistry {
  private readonly byTable = new Map<string, TableHooks[]>();

  /** Add hooks for a table; several parts may each add theirs, run in registration order. */
  register(table: string, hooks: TableHooks): void {
    const list = this.byTable.get(table) ?? [];
    if (!list.includes(hooks)) this.byTable.set(table, [...list, hooks]);
  }

  of(table: string): readonly TableHooks[] {
    return this.byTable.get(table) ?? [];
  }

  acceptedKeysOf(table: string): Set<string> {
    return new Set(this.of(table).flatMap((h) => h.acceptKeys ?? []));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by buildApp before any feature plugin registers. */
    hooks: HookRegistry;
  }
}

/**
 * Add hooks to a table. The generic layer hands them its rows as read from the database (the
 * table's columns, as ./db/tables.ts types them): the one place they are taken as typed.
 */
export const registerHooks = <T extends TableName>(app: FastifyInstance, table: T, hooks: HooksOf<T>): void => app.hooks.register(table, hooks as unknown as TableHooks);

/** A table's hooks; a table the instance knows gets its rows typed (the generic layer, naming tables at run time, gets them as rows). */
export function hooksOf<T extends TableName>(app: FastifyInstance, table: T): readonly HooksOf<T>[];
export function hooksOf(app: FastifyInstance, table: string): readonly TableHooks[];
export function hooksOf(app: FastifyInstance, table: string): readonly TableHooks[] {
  return app.hooks.of(table);
}

export const acceptedKeysOf = (app: FastifyInstance, table: string): Set<string> => app.hooks.acceptedKeysOf(table);
