/**
 * Cemetery operations on the server: the hooks that keep orders, payments, registrations and
 * plots consistent on every generic write, the action routes, the domain schema objects and
 * the reservation expiry job (at start, then every minute). Not encapsulated, so the `domain`
 * decoration is visible to the hooks wherever they run.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { privilegedRead } from '../data/door';
import { registerHooks } from '../hooks/registry';
import { runEvery } from '../jobs/repeat';
import { EXPIRY_INTERVAL_MS, runExpiry } from './expiry';
import { memberHooks } from './memberHooks';
import { orderHooks } from './orderHooks';
import { paymentHooks } from './paymentHooks';
import { domainRoutes } from './routes';
import { ensureDomainSchema } from './schema';
import type { DomainState } from './state';

const domain: FastifyPluginAsync = async (app) => {
  registerHooks(app, 'tomb_order', orderHooks);
  registerHooks(app, 'tomb_payment', paymentHooks);
  registerHooks(app, 'member', memberHooks);
  const state: DomainState = {
    runExpiry: () => runExpiry(app, app.clock),
  };
  app.decorate('domain', state);
  // After every plugin registered and (in main and the test helpers) after the migration.
  app.addHook('onReady', async () => {
    await ensureDomainSchema(privilegedRead(app));
    runEvery(app, EXPIRY_INTERVAL_MS, () => app.domain.runExpiry(), 'reservation expiry failed');
  });
  await app.register(domainRoutes);
};

export const domainPlugin = fp(domain, { name: 'domain' });
