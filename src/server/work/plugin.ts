/**
 * Work management on the server (docs/work.md): the rules of every work order write (hooks.ts),
 * the action calls (routes.ts), the calendar and its feed (calendar.ts, feed.ts) and the bell's
 * reminder the day before a burial (reminders.ts, at start and then every minute). Not
 * encapsulated, like the domain plugin.
 */
import type { FastifyPluginAsync } from 'fastify';
import { privilegedTransaction } from '../data/door';
import { keepFilesOf } from '../files/plugin';
import fp from 'fastify-plugin';
import { registerHooks } from '../hooks/registry';
import { runEvery } from '../jobs/repeat';
import { calendarRoutes } from './calendar';
import { feedRoutes } from './feed';
import { workHooks } from './hooks';
import { REMINDER_INTERVAL_MS, runBurialReminders } from './reminders';
import { workRoutes } from './routes';
import { phoneRoutes } from './phoneRoutes';

/** What work management keeps per app. */
export interface WorkState {
  /** Run the day-before-burial reminders now (they also run every minute). */
  runReminders(): Promise<{ reminded: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    work: WorkState;
  }
}

const work: FastifyPluginAsync = async (app) => {
  registerHooks(app, 'work_order', workHooks);
  // A work order's photos are in the file store (./photos.ts).
  keepFilesOf(app, 'work_order');
  app.decorate('work', { runReminders: () => runBurialReminders((fn) => privilegedTransaction(app, fn), app.clock) } satisfies WorkState);
  app.addHook('onReady', async () => runEvery(app, REMINDER_INTERVAL_MS, () => app.work.runReminders(), 'burial reminders failed'));
  await app.register(workRoutes);
  await app.register(calendarRoutes);
  await app.register(feedRoutes);
  await app.register(phoneRoutes);
};

export const workPlugin = fp(work, { name: 'work', dependencies: ['domain', 'files'] });
