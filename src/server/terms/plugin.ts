/**
 * Terms and renewals on the server (docs/terms.md): the term that follows its order (term.ts),
 * the rules of every term write (hooks.ts), the renewal calls (routes.ts), and at start the
 * terms of orders paid before terms existed, after start in the background. Not encapsulated, like the work plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf, dayOf } from '../clock/clock';
import { registerHooks } from '../hooks/registry';
import { runAfterStart } from '../jobs/startup';
import { orderTermHooks, termHooks } from './hooks';
import { termRoutes } from './routes';
import { termStatsRoutes } from './stats';
import { backfillTerms } from './term';
import { notifierFromEnv } from './notifier';
import { deliverReminders, reminderReceipts } from './reminders';
import { runEvery } from '../jobs/repeat';

/** REMINDERS_EVERY_MS: a whole number of milliseconds, a minute unless told; 0 never. */
const reminderEveryMs = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 60_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 86_400_000) throw new Error(`REMINDERS_EVERY_MS: "${value}" is not a whole number from 0 to 86400000`);
  return n;
};

const terms: FastifyPluginAsync = async (app) => {
  if (!app.resources.mgmt_term) return;
  app.decorate('reminderNotifier', notifierFromEnv(process.env, app.log));
  // The outbox's retries and the carriers' receipts (./reminders.ts, docs/messaging.md "Reminders"):
  // every REMINDERS_EVERY_MS (a minute; 0: never, e.g. a test's server) the reminders due are sent.
  // (The SMS layer is registered after this part: its receipts are listened to once all are.)
  app.addHook('onReady', async () => {
    if (app.hasDecorator('onSmsReceipt')) reminderReceipts(app);
  });
  const every = reminderEveryMs(process.env.REMINDERS_EVERY_MS);
  if (every > 0 && app.resources.term_reminder) runEvery(app, Math.max(5_000, every), () => deliverReminders(app), 'reminders: the delivery run failed', { atStart: false });
  registerHooks(app, 'mgmt_term', termHooks);
  registerHooks(app, 'tomb_order', orderTermHooks);
  // After ready, in the background (../jobs/startup.ts): on a large database it takes a while.
  runAfterStart(
    app,
    'terms: backfilled',
    async () => {
      const made = await backfillTerms(app, dayOf(clockOf(app).now()));
      if (made > 0) app.log.info({ made }, 'management terms made for the orders paid before terms');
    },
    'terms: the backfill failed',
  );
  await app.register(termRoutes);
  await app.register(termStatsRoutes);
};

export const termsPlugin = fp(terms, { name: 'terms', dependencies: ['domain'] });
