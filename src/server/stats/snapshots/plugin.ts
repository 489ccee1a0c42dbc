/**
 * The daily snapshots of the state figures: their tables when the server gets ready (after the
 * migration), and the job from then, in the background, until it closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { clockOf } from '../../clock/clock';
import { privilegedRead } from '../../data/door';
import { runAfterStart } from '../../jobs/startup';
import { snapshotJob } from './job';
import { ensureSnapshotSchema } from './schema';

/** Yesterday's snapshot at start, in `app.startupWork`. */
export const SNAPSHOT_START_JOB = 'statistics: yesterday’s snapshot';

const snapshots: FastifyPluginAsync = async (app) => {
  // Every channel's figures of the day: the privileged handle.
  const job = snapshotJob(privilegedRead(app), () => clockOf(app), app.log);
  app.addHook('onReady', async () => {
    await ensureSnapshotSchema(app);
  });
  // Yesterday's snapshot reads every plot and balance: after ready, in the background (../../jobs/startup.ts).
  runAfterStart(app, SNAPSHOT_START_JOB, () => job.start(), 'statistics snapshot failed');
  app.addHook('onClose', job.stop);
};

export const statsSnapshotsPlugin = fp(snapshots, { name: 'stats-snapshots' });
