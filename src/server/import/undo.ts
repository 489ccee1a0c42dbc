/**
 * Undo of an import batch (POST /index/import/undo {id}, docs/import.md "Undo"): every record
 * of the batch goes, or none, in one transaction:
 * 1. the batch, locked, of the caller's channel (else 404), not undone yet (409 `import_batch_undone`);
 * 2. nothing outside the batch may depend on its records: a later payment on an imported
 *    order, a later registration or work order on an imported plot... (409
 *    `import_undo_blocked`, naming the record, its table and id);
 * 3. the records outside the batch that the import changed (an existing plot that became
 *    buried) get their values from before the import back, from the operation log entries
 *    the import wrote (src/server/oplog/batch.ts), unless they were changed again since
 *    (409 `import_undo_changed`);
 * 4. the batch's records deleted, children before parents (payments before their orders,
 *    registrations before their plots, plots before their rows), each logged;
 * 5. the batch marked undone, with who and when.
 * The table hooks are not run: payments and terms refuse every delete, and the undo is not a
 * delete of a live record but the removal of what the import wrote.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canDo, resourceByKey, resourceByTable } from '../../config/access';
import type { ImportUndone } from '../../config/importing';
import { REGISTER_LEVELS, REGISTER_TABLE } from '../../config/register';
import type { Actor, Labels, ResourceDef, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { Row } from '../hooks/registry';
import { BATCH_FIELD, markBatch } from '../oplog/batch';
import { recordOperation, recordOperations } from '../oplog/record';
import { stampedTables } from './batch';

/** 409 `import_undo_blocked`: the record outside the batch that depends on it. */
export class UndoBlocked extends ApiError {
  constructor(
    readonly table: string,
    readonly id: number,
    params: Record<string, string | number | Labels>,
  ) {
    super('import_undo_blocked', 409, params);
  }
}

const singular = (r: ResourceDef): Labels => r.singular ?? r.label;

/** What names a record in a message: its representation, else its id. */
const nameOf = (r: ResourceDef, row: Row): string => {
  const v = row[r.recordRepresentation];
  return v === null || v === undefined || v === '' ? `#${String(row.id)}` : String(v);
};

/** Stamped tables, a table before every table it refers to (children first). */
export const deletionOrder = (config: ResourcesConfig): string[] => {
  const stamped = stampedTables(config);
  const refsOf = (table: string): string[] => {
    const r = resourceByTable(table, config)?.[1];
    if (!r) return [];
    return Object.values(r.fields).flatMap((f) => {
      if (f.type !== 'reference') return [];
      const t = resourceByKey(f.resource, config)?.table;
      return t && t !== table && stamped.includes(t) ? [t] : [];
    });
  };
  const out: string[] = [];
  const visit = (t: string, path: Set<string>): void => {
    if (out.includes(t) || path.has(t)) return;
    path.add(t);
    // Tables that refer to t go first.
    for (const other of stamped) if (refsOf(other).includes(t)) visit(other, path);
    out.push(t);
  };
  for (const t of stamped) visit(t, new Set());
  return out;
};

/** May this actor undo a batch of this table: a manager who may import into it. */
const mayUndo = (config: ResourcesConfig, actor: Actor, table: string): boolean => {
  if (table === REGISTER_TABLE) return (REGISTER_LEVELS as readonly number[]).includes(actor.level);
  const r = resourceByTable(table, config)?.[1];
  return !!r && canDo(r, actor.level, 'create');
};

/** Step 2: the first record outside the batch that refers to one of its records. */
const findDependent = async (trx: Db, config: ResourcesConfig, batchId: number, present: Set<string>): Promise<void> => {
  for (const [, r] of Object.entries(config)) {
    for (const [name, f] of Object.entries(r.fields)) {
      if (f.type !== 'reference') continue;
      const target = resourceByKey(f.resource, config);
      if (!target || !present.has(target.table)) continue;
      let q = trx
        .selectFrom(r.table)
        .select(['id', sql.ref(name).as('ref'), ...(Object.hasOwn(r.fields, r.recordRepresentation) ? [r.recordRepresentation] : [])])
        .where(name, 'in', trx.selectFrom(target.table).select('id').where(BATCH_FIELD, '=', batchId));
      if (Object.hasOwn(r.fields, BATCH_FIELD)) q = q.where((eb) => eb.or([eb(BATCH_FIELD, 'is', null), eb(BATCH_FIELD, '!=', batchId)]));
      const dependent = (await q.orderBy('id').limit(1).executeTakeFirst()) as Row | undefined;
      if (!dependent) continue;
      const parent = (await trx.selectFrom(target.table).selectAll().where('id', '=', Number(dependent.ref)).executeTakeFirst()) as Row;
      throw new UndoBlocked(r.table, Number(dependent.id), {
        record: singular(r),
        name: nameOf(r, dependent),
        target: singular(target),
        targetName: nameOf(target, parent),
      });
    }
  }
};

const SYSTEM_KEYS = new Set(['id', 'version', 'created_at', 'updated_at']);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const asJson = (row: Row): Row => JSON.parse(JSON.stringify(row)) as Row;

/** Step 3: the records outside the batch that the import changed, as they were before it. */
const restoreChanged = async (trx: Db, config: ResourcesConfig, actor: Actor, batchId: number): Promise<void> => {
  const entries = await trx
    .selectFrom('operation_log')
    .select(['table_name', 'row_id', 'before', 'after'])
    .where(BATCH_FIELD, '=', batchId)
    .where('action', '=', 'update')
    .orderBy('id')
    .execute();
  const changes = new Map<string, { table: string; id: number; before: Row; after: Row }>();
  for (const e of entries) {
    const key = `${String(e.table_name)}:${String(e.row_id)}`;
    const before = JSON.parse(String(e.before ?? '{}')) as Row;
    const after = JSON.parse(String(e.after ?? '{}')) as Row;
    // A record of the batch itself goes with the batch.
    if (after[BATCH_FIELD] === batchId) continue;
    const known = changes.get(key);
    if (known) known.after = after;
    else changes.set(key, { table: String(e.table_name), id: Number(e.row_id), before, after });
  }
  for (const c of changes.values()) {
    const resource = resourceByTable(c.table, config)?.[1];
    const current = (await trx.selectFrom(c.table).selectAll().where('id', '=', c.id).forUpdate().executeTakeFirst()) as Row | undefined;
    if (!resource || !current) continue;
    const keys = Object.keys(c.after).filter((k) => !SYSTEM_KEYS.has(k) && !same(c.before[k], c.after[k]));
    if (keys.length === 0) continue;
    const now = asJson(current);
    const moved = keys.filter((k) => !same(now[k], c.after[k]));
    if (moved.length > 0) {
      const labels = moved.map((k) => (Object.hasOwn(resource.fields, k) ? resource.fields[k].label.en : k));
      throw new ApiError('import_undo_changed', 409, { record: singular(resource), name: nameOf(resource, current), fields: labels.join(', ') });
    }
    const patch = Object.fromEntries(keys.map((k) => [k, c.before[k] ?? null]));
    const after = (await trx
      .updateTable(c.table)
      .set({ ...patch, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', c.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await recordOperation(trx, actor, { action: 'update', table: c.table, rowId: c.id, before: current, after, channel: resource.channelScoped ? (current.channel as Actor['channel']) : undefined });
  }
};

/** The undo, in the caller's transaction. */
export const undoBatch = async (app: FastifyInstance, actor: Actor, batchId: number): Promise<ImportUndone> => {
  const config = app.resources;
  if (!canDo(config.import_batch, actor.level, 'read')) throw forbidden();
  return app.database.transaction(async (trx) => {
    const batch = (await trx.selectFrom('import_batch').selectAll().where('id', '=', batchId).where('channel', '=', actor.channel).forUpdate().executeTakeFirst()) as
      | Row
      | undefined;
    if (!batch) throw notFound();
    if (!mayUndo(config, actor, String(batch.table_name))) throw forbidden();
    if (batch.status === 'undone') throw new ApiError('import_batch_undone', 409);
    if (batch.status !== 'committed') throw new ApiError('import_batch_busy', 409);
    // Every entry the undo writes links to the batch too; nothing is stamped.
    markBatch(trx, batchId, []);
    const order = deletionOrder(config);
    const present = new Set<string>();
    for (const table of order) {
      const any = await trx.selectFrom(table).select('id').where(BATCH_FIELD, '=', batchId).limit(1).executeTakeFirst();
      if (any) present.add(table);
    }
    await findDependent(trx, config, batchId, present);
    await restoreChanged(trx, config, actor, batchId);
    const removed = await removeBatchRows(trx, actor, order, present, batchId);
    await trx
      .updateTable('import_batch')
      .set({ status: 'undone', undone_at: app.clock.now(), undone_by: actor.userId, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', batchId)
      .execute();
    return { removed };
  });
};

/** Step 4: the batch's records, children first, each logged. Also the clean-up of a chunked commit that failed. */
export const removeBatchRows = async (trx: Db, actor: Actor, order: string[], present: Set<string>, batchId: number): Promise<Record<string, number>> => {
  const removed: Record<string, number> = {};
  for (const table of order) {
    if (!present.has(table)) continue;
    const rows = (await trx.deleteFrom(table).where(BATCH_FIELD, '=', batchId).returningAll().execute()) as Row[];
    removed[table] = rows.length;
    await recordOperations(
      trx,
      actor,
      rows.map((row) => ({ action: 'delete' as const, table, rowId: Number(row.id), before: row, channel: typeof row.channel === 'string' ? (row.channel as Actor['channel']) : undefined })),
    );
  }
  return removed;
};

/**
 * A commit that failed after some of its chunks were written: their records and what they
 * changed are taken back, and the batch and its log entries go too (nothing was imported).
 */
export const removeBatch = async (app: FastifyInstance, actor: Actor, batchId: number): Promise<void> => {
  await app.database.transaction(async (trx) => {
    markBatch(trx, batchId, []);
    await restoreChanged(trx, app.resources, actor, batchId);
    const order = deletionOrder(app.resources);
    await removeBatchRows(trx, actor, order, new Set(order), batchId);
    await trx.deleteFrom('operation_log').where(BATCH_FIELD, '=', batchId).execute();
    await trx.deleteFrom('import_batch').where('id', '=', batchId).execute();
  });
};
