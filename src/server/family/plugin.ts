/**
 * The families' door on the server (docs/families.md): the family's account (./routes.ts) and
 * the memorial pages (../memorial/routes.ts), their public calls limited like the booking page's
 * (the visits plugin's `visitLimits` and `publicShare`). Not encapsulated.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { keepFilesOf } from '../files/plugin';
import { WindowCounter } from '../publicKit/windowCounter';
import { memorialRoutes } from '../memorial/routes';
import { familyRoutes } from './routes';

const families: FastifyPluginAsync = async (app) => {
  if (!app.resources.family_link || !app.resources.memorial) return;
  app.decorate('familyCounter', new WindowCounter());
  // A memorial's portrait and photos are in the file store; they go with their page.
  keepFilesOf(app, 'memorial');
  await app.register(familyRoutes);
  await app.register(memorialRoutes);
};

export const familyPlugin = fp(families, { name: 'family', dependencies: ['auth', 'visits', 'files'] });
