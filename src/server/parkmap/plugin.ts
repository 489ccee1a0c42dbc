/**
 * The park map on the server (docs/map.md): the drawn map's calls and the public find-a-grave
 * calls (./routes.ts), the plan's image in the file store. Registered only when the config has
 * the map's tables; after the visits plugin, whose abuse limits and public share it uses.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resourceByKey } from '../../config/access';
import { keepFilesOf } from '../files/plugin';
import { parkMapRoutes } from './routes';

const parkMap: FastifyPluginAsync = async (app) => {
  if (!resourceByKey('map_feature', app.resources) || !resourceByKey('park_plan', app.resources)) return;
  // The uploaded plan image is the plan's file.
  keepFilesOf(app, 'park_plan');
  await app.register(parkMapRoutes);
};

export const parkMapPlugin = fp(parkMap, { name: 'parkmap', dependencies: ['files', 'visits'] });
