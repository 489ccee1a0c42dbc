/** From a request's table name to its config entry, and the caller's right to touch it. */
import { canDo } from '../../config/access';
import type { Actor, Operation, ResourceDef } from '../../config/types';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/errors';
import { unknownTable } from '../query/refuse';

export interface Target {
  key: string;
  table: string;
  resource: ResourceDef;
}

/** `table` is the protocol's table name (the config key is accepted too: they are the same today). */
export const resolveTable = (app: FastifyInstance, table: unknown): Target => {
  if (typeof table !== 'string') throw unknownTable(table);
  const config = app.resources;
  for (const [key, resource] of Object.entries(config)) if (resource.table === table) return { key, table, resource };
  if (Object.hasOwn(config, table)) return { key: table, table: config[table].table, resource: config[table] };
  throw unknownTable(table);
};

export const requireAccess = (target: Target, actor: Actor, op: Operation): void => {
  if (!canDo(target.resource, actor.level, op)) throw forbidden();
};
