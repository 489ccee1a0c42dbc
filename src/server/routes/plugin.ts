/** The generic data routes: POST /index/query and POST /index/admin.<table>/{_search,create,update,table_delete}; GET /index/capabilities. */
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin';
import { capabilitiesRoute } from './capabilities';
import { queryRoute } from './query';

export const dataRoutes: FastifyPluginAsync = async (app) => {
  await app.register(queryRoute);
  await app.register(adminRoutes);
  await app.register(capabilitiesRoute);
};
