/**
 * Terms and renewals on the server (docs/terms.md): the term that follows its order (term.ts),
 * the rules of every term write (hooks.ts), the renewal calls (routes.ts), and at start the
 * terms of orders paid before terms existed. Not encapsulated, like the work plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { privilegedRead } from '../data/door';
import fp from 'fastify-plugin';
import { clockOf, dayOf } from '../clock/clock';
import { registerHooks } from '../hooks/registry';
import { orderTermHooks, termHooks } from './hooks';
import { termRoutes } from './routes';
import { termStatsRoutes } from './stats';
import { backfillTerms } from './term';
import { notifierFromEnv } from './notifier';

const terms: FastifyPluginAsync = async (app) => {
  if (!app.resources.mgmt_term) return;
  app.decorate('reminderNotifier', notifierFromEnv(process.env, app.log));
  registerHooks(app, 'mgmt_term', termHooks);
  registerHooks(app, 'tomb_order', orderTermHooks);
  app.addHook('onReady', async () => {
    const made = await backfillTerms(privilegedRead(app), dayOf(clockOf(app).now()));
    if (made > 0) app.log.info({ made }, 'management terms made for the orders paid before terms');
  });
  await app.register(termRoutes);
  await app.register(termStatsRoutes);
};

export const termsPlugin = fp(terms, { name: 'terms', dependencies: ['domain'] });
