/**
 * Import batches (docs/import.md, "Batches"): every import writes one `import_batch` row (who,
 * when, the file's name, the table, the rows and the records written per table) and stamps
 * each record it writes with `import_batch_id`, where the table has that field. The stamp is
 * what the undo finds the batch's records by, and what the operation log carries
 * (src/server/oplog/record.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Actor, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { vacuumAfterBulk } from '../jobs/maintenance';
import { sql } from 'kysely';
import { BATCH_FIELD, batchOfTransaction, markBatch } from '../oplog/batch';
import { flushDeferredLog } from '../oplog/record';
import { giveWay } from './lane';

/** Tables whose records carry their batch, in the config's order (the operation log's entries only link to it). */
export const stampedTables = (config: ResourcesConfig): string[] =>
  Object.values(config)
    .filter((r) => Object.hasOwn(r.fields, BATCH_FIELD) && r.table !== 'operation_log')
    .map((r) => r.table);

export interface BatchStart {
  fileName: string;
  table: string;
  rows: number;
}

const insertBatch = async (trx: Db, actor: Actor, start: BatchStart, status: 'committed' | 'importing'): Promise<number> => {
  const row = await trx
    .insertInto('import_batch')
    .values({ user_id: actor.userId, channel: actor.channel, file_name: start.fileName, table_name: start.table, rows: start.rows, counts: '{}', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

/**
 * A batch row inside the caller's transaction (a check's chunk: rolled back with it); the
 * transaction is marked with it (src/server/oplog/batch.ts). Its log entries are never written:
 * the chunk is rolled back.
 */
export const openBatch = async (trx: Db, config: ResourcesConfig, actor: Actor, start: BatchStart): Promise<number> => {
  const id = await insertBatch(trx, actor, start, 'committed');
  markBatch(trx, id, stampedTables(config), { deferLog: true });
  return id;
};

/** A commit's batch, written at once in its own transaction, `importing` until its last chunk is in (the undo waits for it). */
export const startBatch = (app: FastifyInstance, actor: Actor, start: BatchStart): Promise<number> =>
  app.database.transaction((trx) => insertBatch(trx, actor, start, 'importing'));

/** A chunk's transaction writes for the batch; its log entries are written at its end (keepChunk). */
export const continueBatch = (trx: Db, config: ResourcesConfig, id: number): void => markBatch(trx, id, stampedTables(config), { deferLog: true });

/** The end of a chunk that is kept: its deferred log entries written, its batch touched (alive: ./recover.ts). */
export const keepChunk = async (trx: Db): Promise<void> => {
  await flushDeferredLog(trx);
  const id = batchOfTransaction(trx);
  if (id !== undefined) await trx.updateTable('import_batch').set({ updated_at: sql`now()` }).where('id', '=', id).execute();
};

/**
 * Every chunk is in: the counts, and the batch committed. The counts are read one table at a
 * time, giving way between them (the batch is `importing`: nothing of it can be undone meanwhile).
 */
export const finishBatch = async (app: FastifyInstance, id: number): Promise<void> => {
  const counts = await countBatch(app.database.db, app.resources, id, () => giveWay(app.database));
  await app.database.transaction(async (trx) => {
    await trx.updateTable('import_batch').set({ counts: JSON.stringify(counts), status: 'committed' }).where('id', '=', id).execute();
  });
};

/** The records the batch wrote per table (its own rows and what the tables' hooks created), once they are written. */
export const countBatch = async (trx: Db, config: ResourcesConfig, id: number, between?: () => Promise<unknown>): Promise<Record<string, number>> => {
  const counts: Record<string, number> = {};
  for (const table of stampedTables(config)) {
    await between?.();
    const { n } = (await trx.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(BATCH_FIELD, '=', id).executeTakeFirstOrThrow()) as { n: unknown };
    if (Number(n) > 0) counts[table] = Number(n);
  }
  return counts;
};

/**
 * After an import's check, commit or undo: the tables it wrote vacuumed on the embedded database
 * (src/server/jobs/maintenance.ts). `written` is what a commit kept or an undo removed per table
 * (each record with its log entry): a table filled or emptied without its file growing is
 * measured again too.
 */
export const tidyAfterImport = async (app: FastifyInstance, written?: Readonly<Record<string, number>>): Promise<void> => {
  const changed = written && { ...written, operation_log: Object.values(written).reduce((a, b) => a + b, 0) };
  await vacuumAfterBulk(app, [...stampedTables(app.resources), 'operation_log', 'import_batch'], () => giveWay(app.database), changed);
};

/** The records a committed batch wrote per table (its counts: JSON text, or an object from a driver that parses it). */
export const batchCounts = async (app: FastifyInstance, batchId: number): Promise<Record<string, number>> => {
  const row = await app.database.db.selectFrom('import_batch').select('counts').where('id', '=', batchId).executeTakeFirst();
  const parsed: unknown = typeof row?.counts === 'string' ? JSON.parse(row.counts) : row?.counts;
  if (parsed === null || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
};
