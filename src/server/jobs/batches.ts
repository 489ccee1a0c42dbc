/**
 * Work on every channel's rows in batches (the start-up backfills: ../terms/term.ts,
 * ../columbarium/storageTerm.ts): each batch in a transaction of its own through the privileged
 * handle (src/server/data/door.ts: a job works for no caller), a turn of the event loop between
 * batches so other users' queries run (on the embedded database a batch holds its only
 * connection). A batch says how many rows it did; one smaller than `size` was the last. With
 * `holding`, each batch first holds that table still (SHARE: a write running now ends first and
 * is seen; one that starts waits for the batch), so a row moved meanwhile is never done twice.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { privilegedTransaction, type TypedDb } from '../data/door';
import { yieldTurn } from '../http/heavyLane';

/** Runs `batch` until it does fewer than `size` rows; resolves to the rows done in all. */
export const inBatches = async (
  app: Pick<FastifyInstance, 'database'>,
  { size, holding }: { size: number; holding?: string },
  batch: (db: TypedDb, size: number) => Promise<number>,
): Promise<number> => {
  let done = 0;
  for (;;) {
    const n = await privilegedTransaction(app, async (db) => {
      if (holding) await sql`LOCK TABLE ${sql.table(holding)} IN SHARE MODE`.execute(db);
      return batch(db, size);
    });
    done += n;
    if (n < size) return done;
    await yieldTurn();
  }
};
