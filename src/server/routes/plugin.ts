/** The generic data routes: POST /index/query and POST /index/admin.<table>/{_search,create,update,table_delete}. */
import type { FastifyPluginAsync } from 'fastify';
import { refuseEarly } from '../data/userSlots';
import { adminRoutes } from './admin';
import { queryRoute } from './query';

export const dataRoutes: FastifyPluginAsync = async (app) => {
  // A user over their work limit is refused before their request is read (src/server/data/userSlots.ts).
  app.addHook('onRequest', async (request) => {
    if (request.actor) refuseEarly(app, request.actor);
  });
  await app.register(queryRoute);
  await app.register(adminRoutes);
};
