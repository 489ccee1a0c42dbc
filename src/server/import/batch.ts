/**
 * Import batches (docs/import.md, "Batches"): every import writes one `import_batch` row (who,
 * when, the file's name, the table, the rows and the records written per table) and stamps
 * each record it writes with `import_batch_id`, where the table has that field. The stamp is
 * what the undo finds the batch's records by, and what the operation log carries
 * (src/server/oplog/record.ts).
 */
import type { Actor, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { BATCH_FIELD, markBatch } from '../oplog/batch';

/** Tables whose records carry their batch, in the config's order (the operation log's entries only link to it). */
export const stampedTables = (config: ResourcesConfig): string[] =>
  Object.values(config)
    .filter((r) => Object.hasOwn(r.fields, BATCH_FIELD) && r.table !== 'operation_log')
    .map((r) => r.table);

interface BatchStart {
  fileName: string;
  table: string;
  rows: number;
}

/** The batch row of an import, before its records are written; the transaction is marked with it (src/server/oplog/batch.ts). */
export const openBatch = async (trx: Db, config: ResourcesConfig, actor: Actor, start: BatchStart): Promise<number> => {
  const row = await trx
    .insertInto('import_batch')
    .values({ user_id: actor.userId, channel: actor.channel, file_name: start.fileName, table_name: start.table, rows: start.rows, counts: '{}', status: 'committed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  markBatch(trx, id, stampedTables(config));
  return id;
};

/** The records the batch wrote per table (its own rows and what the tables' hooks created), once they are written. */
export const countBatch = async (trx: Db, config: ResourcesConfig, id: number): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of stampedTables(config)) {
    const { n } = (await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(BATCH_FIELD, '=', id).executeTakeFirstOrThrow()) as { n: unknown };
    if (Number(n) > 0) counts[table] = Number(n);
  }
  return counts;
};

export const closeBatch = async (trx: Db, config: ResourcesConfig, id: number): Promise<void> => {
  await trx.updateTable('import_batch').set({ counts: JSON.stringify(await countBatch(trx, config, id)) }).where('id', '=', id).execute();
};
