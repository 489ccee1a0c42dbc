/**
 * Work management on the server (docs/work.md): the rules of every work order write (hooks.ts)
 * and the action calls (routes.ts). Not encapsulated, like the domain plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerHooks } from '../hooks/registry';
import { workHooks } from './hooks';
import { workRoutes } from './routes';

const work: FastifyPluginAsync = async (app) => {
  registerHooks(app, 'work_order', workHooks);
  await app.register(workRoutes);
};

export const workPlugin = fp(work, { name: 'work', dependencies: ['domain'] });
