/** The hook context of one write, and the final step of every write: its operation log entry. */
import type { FastifyInstance } from 'fastify';
import type { Actor, ResourceDef } from '../../config/types';
import type { Db } from '../db/database';
import type { TypedDb } from '../db/tables';
import type { HookContext } from '../hooks/registry';
import { door } from './door';
import type { Target } from './resolve';

/** The hooks' context of a write a module makes itself (a burial date written by the work), in its transaction through its door. */
export const hookContextOf = (app: FastifyInstance, actor: Actor, db: TypedDb, table: string, resource: ResourceDef): HookContext => ({
  trx: db as unknown as Db,
  db,
  actor,
  app,
  table,
  resource,
});

/** The hooks' context: the write's transaction, untyped for the data layer and through the actor's door for the hooks (made when a hook first asks). */
export const hookContext = (app: FastifyInstance, actor: Actor, trx: Db, target: Target): HookContext => {
  let db: TypedDb | undefined;
  return {
    trx,
    get db() {
      db ??= door(app, trx, actor);
      return db;
    },
    actor,
    app,
    table: target.table,
    resource: target.resource,
  };
};
