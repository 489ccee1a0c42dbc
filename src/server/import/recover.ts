/**
 * Imports and undos that a stopped server left half done (docs/import.md, "Large files", "Undo"):
 * - a batch still `importing` (the server stopped between two chunks of a commit): what its
 *   chunks wrote is taken back, as for a commit that failed (its records removed in chunks, the
 *   records it changed given their values back), and the batch stays, `interrupted`, with the
 *   time it was taken back (undone_at): the batches page says what happened, and the log keeps
 *   both what was written and its removal;
 * - a batch `undoing`: the undo had been decided; it is finished.
 * On the embedded database one process holds the data folder, so at start every such batch is
 * left over. On PostgreSQL another instance may be importing right now: a batch is taken only
 * when nothing has touched it for STALE_MS (each chunk touches its batch), at start and every
 * RECOVER_EVERY_MS; taking it touches it, so two instances do not take it at once.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { runEvery } from '../jobs/repeat';
import { finishUndo, removeInChunks, restoreChanged } from './undo';
import { markBatch } from '../oplog/batch';

export const STALE_MS = 5 * 60_000;
export const RECOVER_EVERY_MS = 5 * 60_000;

/** Take the batch if it is still left over (no one touched it for STALE_MS on PostgreSQL). */
const claim = async (app: FastifyInstance, id: number, status: string): Promise<boolean> => {
  let q = app.database.db
    .updateTable('import_batch')
    .set({ updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', status);
  if (app.database.kind === 'postgres') q = q.where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_MS / 1000})`);
  return (await q.returning('id').execute()).length === 1;
};

type LeftOver = { id: number; status: string };

/** The batches left half done, oldest first. */
const leftOver = async (app: FastifyInstance): Promise<LeftOver[]> =>
  (await app.database.db.selectFrom('import_batch').select(['id', 'status']).where('status', 'in', ['importing', 'undoing']).orderBy('id').execute()).map((b) => ({
    id: Number(b.id),
    status: String(b.status),
  }));

/**
 * One pass: every batch left over (`left`, or those found now), taken back or finished. Resolves
 * to what was done, by batch id.
 */
export const recoverBatches = async (app: FastifyInstance, left?: readonly LeftOver[]): Promise<Record<number, 'interrupted' | 'undone'>> => {
  const done: Record<number, 'interrupted' | 'undone'> = {};
  for (const { id, status } of left ?? (await leftOver(app))) {
    if (!(await claim(app, id, status))) continue;
    if (status === 'undoing') {
      await finishUndo(app, null, id);
      done[id] = 'undone';
      continue;
    }
    await removeInChunks(app, null, id);
    await app.database.transaction(async (trx) => {
      markBatch(trx, id, []);
      await restoreChanged(trx, app.resources, null, id);
      await trx
        .updateTable('import_batch')
        .set({ status: 'interrupted', counts: '{}', undone_at: app.clock.now(), version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    });
    done[id] = 'interrupted';
  }
  if (Object.keys(done).length > 0) app.log.warn({ batches: done }, 'import: batches a stopped server left half done were taken back or finished');
  return done;
};

/** The name of the embedded database's take-back in `app.startupWork` (tests wait for it). */
export const RECOVERY_JOB = 'import: batches left half done';

/**
 * Once after start, in the background (../jobs/startup.ts: a large batch takes longer than a start
 * may), chunk by chunk giving way to the other users; on PostgreSQL again every RECOVER_EVERY_MS
 * (an instance that stopped while others run). On the embedded database the batches left over are
 * listed before the server answers anyone, so an import started since is never taken for one.
 */
export const installRecovery = (app: FastifyInstance): void => {
  app.addHook('onReady', async () => {
    const failed = (err: unknown) => app.log.error({ err }, 'import: recovery failed');
    if (app.database.kind === 'postgres') {
      app.startupWork.start(RECOVERY_JOB, () => recoverBatches(app), failed);
      runEvery(app, RECOVER_EVERY_MS, () => recoverBatches(app), 'import: recovery failed', { atStart: false });
      return;
    }
    const left = await leftOver(app);
    if (left.length > 0) app.startupWork.start(RECOVERY_JOB, () => recoverBatches(app, left), failed);
  });
};
