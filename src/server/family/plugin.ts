/**
 * The families' door on the server (docs/families.md): the family's account (./routes.ts), its
 * public calls limited like the booking page's (the visits plugin's `visitLimits` and
 * `publicShare`, counted in its own `familyCounter`, the memorial pages' too). Not encapsulated.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { WindowCounter } from '../publicKit/windowCounter';
import { familyRoutes } from './routes';

const families: FastifyPluginAsync = async (app) => {
  if (!app.resources.family_link || !app.resources.memorial) return;
  app.decorate('familyCounter', new WindowCounter());
  await app.register(familyRoutes);
};

export const familyPlugin = fp(families, { name: 'family', dependencies: ['auth', 'visits', 'files'] });
