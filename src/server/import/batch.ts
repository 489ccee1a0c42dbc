/**
 * Import batches (docs/import.md, "Batches"): every import writes one `import_batch` row (who,
 * when, the file's name, the table, the rows and the records written per table) and stamps
 * each record it writes with `import_batch_id`, where the table has that field. The stamp is
 * what the undo finds the batch's records by, and what the operation log carries
 * (src/server/oplog/record.ts).
 */
import type { Actor, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';

/** The field every imported record carries (CONTRACT: tables with history). */
export const BATCH_FIELD = 'import_batch_id';

/** Tables whose records carry their batch, in the config's order. */
export const stampedTables = (config: ResourcesConfig): string[] =>
  Object.values(config)
    .filter((r) => Object.hasOwn(r.fields, BATCH_FIELD))
    .map((r) => r.table);

export const isStamped = (config: ResourcesConfig, table: string): boolean => stampedTables(config).includes(table);

interface BatchStart {
  fileName: string;
  table: string;
  rows: number;
}

/** The batch row of an import, before its records are written. */
export const openBatch = async (trx: Db, actor: Actor, start: BatchStart): Promise<number> => {
  const row = await trx
    .insertInto('import_batch')
    .values({ user_id: actor.userId, channel: actor.channel, file_name: start.fileName, table_name: start.table, rows: start.rows, counts: '{}', status: 'committed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/** The records written per table, once they are. */
export const closeBatch = async (trx: Db, id: number, counts: Record<string, number>): Promise<void> => {
  await trx.updateTable('import_batch').set({ counts: JSON.stringify(counts) }).where('id', '=', id).execute();
};
