/**
 * Work on rows in batches, for the start-up backfills (../terms/term.ts,
 * ../columbarium/storageTerm.ts, ../messages/keyOld.ts): each batch in a transaction of its own,
 * opened by the caller's `transaction` (the privileged one of src/server/data/door.ts for a job,
 * which works for no caller; passed in, so this folder stays below the data layer), and a turn
 * of the event loop between batches so other users' queries run (on the embedded database a
 * batch holds its only connection). A batch says how many rows it did; one that did fewer than
 * `size` was the last. With `holding`, each batch first holds that table still (SHARE: a write
 * running now ends first and is seen; one that starts waits for the batch), so a row moved
 * meanwhile is never done twice.
 */
import { sql } from 'kysely';
import type { AnyHandle } from '../db/handle';
import { yieldTurn } from '../http/heavyLane';


/** Runs `batch` until it does fewer than `size` rows; resolves to the rows done in all. */
export const inBatches = async <H extends AnyHandle>(
  transaction: (fn: (db: H) => Promise<number>) => Promise<number>,
  { size, holding }: { size: number; holding?: string },
  batch: (db: H, size: number) => Promise<number>,
): Promise<number> => {
  let done = 0;
  for (;;) {
    const n = await transaction(async (db) => {
      if (holding) await sql`LOCK TABLE ${sql.table(holding)} IN SHARE MODE`.execute(db);
      return batch(db, size);
    });
    done += n;
    if (n < size) return done;
    await yieldTurn();
  }
};
