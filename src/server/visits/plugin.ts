/**
 * Visit reservations on the server (docs/visits.md): the slot rules on every slot write
 * (slots.ts), departure and vehicle rules (shuttles.ts) and the public, gate, driver and data
 * screen calls (routes.ts). Not encapsulated.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { databaseKind } from '../data/door';
import { Bulkhead, publicShareLimits } from '../http/bulkhead';
import { registerHooks } from '../hooks/registry';
import { newCode } from './booking';
import { visitLimitsFromEnv } from './limits';
import { visitRoutes } from './routes';
import { screenTokenRoutes } from './screenToken';
import { departureHooks, vehicleHooks } from './shuttles';
import { slotHooks } from './slots';

const visits: FastifyPluginAsync = async (app) => {
  app.decorate('visitLimits', visitLimitsFromEnv(process.env));
  app.decorate('visitCode', newCode);
  app.decorate('publicShare', new Bulkhead(publicShareLimits(databaseKind(app))));
  registerHooks(app, 'visit_slot', slotHooks);
  registerHooks(app, 'visit_departure', departureHooks);
  registerHooks(app, 'visit_vehicle', vehicleHooks);
  await app.register(visitRoutes);
  await app.register(screenTokenRoutes);
};

export const visitsPlugin = fp(visits, { name: 'visits', dependencies: ['auth'] });
