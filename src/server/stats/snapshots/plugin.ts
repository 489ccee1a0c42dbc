/**
 * The daily snapshots of the state figures: their tables and the job, from when the server is
 * ready (after the migration) until it closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf } from '../../clock/clock';
import { snapshotJob } from './job';
import { ensureSnapshotSchema } from './schema';

const snapshots: FastifyPluginAsync = async (app) => {
  const job = snapshotJob(app.database.db, () => clockOf(app), app.log);
  app.addHook('onReady', async () => {
    await ensureSnapshotSchema(app.database);
    await job.start();
  });
  app.addHook('onClose', job.stop);
};

export const statsSnapshotsPlugin = fp(snapshots, { name: 'stats-snapshots' });
