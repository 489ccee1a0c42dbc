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

/** The context of a status change made by the domain (not a generic write): the system's has no actor. */
export interface StatusContext {
  trx: Db;
  actor: Actor | null;
  app: FastifyInstance;
}

export interface TableHooks {
  /**
   * Body keys that are not columns but that these hooks consume (e.g. `password` on user):
   * the generic layer lets them through to beforeCreate/beforeUpdate and drops them afterwards.
   */
  acceptKeys?: readonly string[];
  /** Gets the validated record (defaults and channel applied); returns what is inserted (may add read-only fields). */
  beforeCreate?(ctx: HookContext, data: Row): Row | Promise<Row>;
  afterCreate?(ctx: HookContext, row: Row): void | Promise<void>;
  /** `before` is the current row (locked); returns the patch that is applied. */
  beforeUpdate?(ctx: HookContext, before: Row, patch: Row): Row | Promise<Row>;
  afterUpdate?(ctx: HookContext, before: Row, after: Row): void | Promise<void>;
  beforeDelete?(ctx: HookContext, row: Row): void | Promise<void>;
  /** After the domain moved the row's status (an order paid, refunded...), in the same transaction. */
  afterStatus?(ctx: StatusContext, before: Row, after: Row): void | Promise<void>;
}

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

export const registerHooks = (app: FastifyInstance, table: string, hooks: TableHooks): void => app.hooks.register(table, hooks);

export const hooksOf = (app: FastifyInstance, table: string): readonly TableHooks[] => app.hooks.of(table);

export const acceptedKeysOf = (app: FastifyInstance, table: string): Set<string> => app.hooks.acceptedKeysOf(table);
