/**
 * Installs the monthly rollups when the server is ready and folds their delta logs at start
 * and every few minutes. Not encapsulated: the stats routes read `app.statsRollups`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { compactRollups } from './compact';
import { ensureRollups } from './ensure';

const COMPACT_INTERVAL_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    statsRollups: { enabled: boolean };
  }
}

const rollups: FastifyPluginAsync = async (app) => {
  const state = { enabled: false };
  app.decorate('statsRollups', state);
  app.addHook('onReady', async () => {
    const status = await ensureRollups(app.database);
    if (!status.enabled) app.log.warn({ timeZone: status.timeZone }, 'PostgreSQL does not know this time zone: statistics read every row');
    state.enabled = status.enabled;
    let running: Promise<unknown> = Promise.resolve();
    const compact = (): void => {
      running = compactRollups(app.database.db).catch((err: unknown) => app.log.error({ err }, 'statistics rollup compaction failed'));
    };
    compact();
    const timer = setInterval(compact, COMPACT_INTERVAL_MS);
    timer.unref();
    // A compaction in progress finishes before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  });
};

export const statsRollupsPlugin = fp(rollups, { name: 'stats-rollups' });
