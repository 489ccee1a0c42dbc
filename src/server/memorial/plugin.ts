/**
 * The memorial pages on the server (云祭祀, docs/families.md "Memorial pages"): their public calls
 * and the staff's queues (./routes.ts), limited like the family's own calls. After the family
 * plugin, whose counters and links they use. Not encapsulated.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { keepFilesOf } from '../files/plugin';
import { memorialRoutes } from './routes';

const memorials: FastifyPluginAsync = async (app) => {
  if (!app.resources.memorial || !app.resources.memorial_tribute) return;
  // A memorial's portrait and photos are in the file store; they go with their page.
  keepFilesOf(app, 'memorial');
  await app.register(memorialRoutes);
};

export const memorialPlugin = fp(memorials, { name: 'memorial', dependencies: ['family', 'files'] });
