/** The hook context of one write, and the final step of every write: its operation log entry. */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import type { Db } from '../db/database';
import type { HookContext } from '../hooks/registry';
import type { Target } from './resolve';

export const hookContext = (app: FastifyInstance, actor: Actor, trx: Db, target: Target): HookContext => ({
  trx,
  actor,
  app,
  table: target.table,
  resource: target.resource,
});
