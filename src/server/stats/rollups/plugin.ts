/**
 * Installs the monthly rollups when the server is ready and folds their delta logs at start
 * and every few minutes. Not encapsulated: the stats routes read `app.statsRollups`.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { privilegedRead } from '../../data/door';
import { runEvery } from '../../jobs/repeat';
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
    const status = await ensureRollups(app);
    if (!status.enabled) app.log.warn({ timeZone: status.timeZone }, 'PostgreSQL does not know this time zone: statistics read every row');
    state.enabled = status.enabled;
    runEvery(app, COMPACT_INTERVAL_MS, () => compactRollups(privilegedRead(app)), 'statistics rollup compaction failed');
  });
};

export const statsRollupsPlugin = fp(rollups, { name: 'stats-rollups' });
