/**
 * Messages stored before their bodies were keyed (only the Chinese text in `content`): after start
 * (in the background, in batches with a turn of the event loop between them so other users'
 * queries run: ../jobs/batches.ts),
 * each such message whose text one of the known templates wrote gets its key and values
 * (parseStoredMessage, src/rules/eventMessages.ts), so the drawer shows it in the reader's
 * language like a new one. A text no template wrote (a person's notice) gets the key '' and is
 * shown as stored; either way a message is looked at once. The content itself is left as it was.
 * Not a change a user made: no version bump, no operation-log entry. Every channel's and level's
 * messages alike: the privileged handle (src/server/data/door.ts).
 */
import { parseStoredMessage } from '../../rules/eventMessages';
import type { FastifyInstance } from 'fastify';
import { privilegedTransaction, type TypedDb } from '../data/door';
import { inBatches } from '../jobs/batches';

/** Messages looked at per statement. */
const BATCH = 500;

export const keyOldMessages = async (app: Pick<FastifyInstance, 'database'>): Promise<{ keyed: number; asStored: number }> => {
  let keyed = 0;
  let asStored = 0;
  await inBatches((fn: (db: TypedDb) => Promise<number>) => privilegedTransaction(app, fn), { size: BATCH }, async (trx, size) => {
    const rows = await trx.selectFrom('message').select(['id', 'content']).where('content_key', 'is', null).orderBy('id').limit(size).execute();
    for (const row of rows) {
      const found = typeof row.content === 'string' ? parseStoredMessage(row.content) : undefined;
      await trx
        .updateTable('message')
        .set(found ? { content_key: found.key, content_values: JSON.stringify(found.values) } : { content_key: '' })
        .where('id', '=', row.id)
        .where('content_key', 'is', null)
        .execute();
      if (found) keyed++;
      else asStored++;
    }
    return rows.length;
  });
  return { keyed, asStored };
};
