/**
 * Undo of an import batch (POST /index/import/undo {id}, docs/import.md "Undo"): every record
 * of the batch goes, or none. A batch of a 50,000-line register is some 150,000 records: removed
 * in one transaction, they would hold the embedded database's only connection for many seconds,
 * so the undo goes in steps, each a short transaction, other requests between them (./lane.ts):
 * 1. decided, in one transaction: the batch, locked, of the caller's channel (else 404), committed
 *    (409 `import_batch_undone`, `import_batch_busy`); nothing outside the batch depends on its
 *    records (409 `import_undo_blocked`, naming the record: a later payment on an imported order,
 *    a later registration on an imported plot...); the records outside the batch that the import
 *    changed (an existing plot that became buried) not changed again since (409
 *    `import_undo_changed`); the batch marked `undoing` (its page says so; a second undo is busy);
 * 2. the batch's records removed in chunks, children before parents (payments before their
 *    orders, registrations before their plots), each logged; the rows are kept in memory;
 * 3. in one transaction: those outside records get their values from before the import back
 *    (from the operation log entries the import wrote, src/server/oplog/batch.ts), and the batch
 *    is marked undone, with who and when.
 * All or nothing: when a step after the first is refused (a payment added to an imported order
 * between two chunks), the rows already removed are put back as they were, their log entries
 * go, the batch is committed again, and the answer names what blocked it. A server stopped
 * during step 2 or 3 finishes the undo at its next start (./recover.ts): it was decided.
 * The table hooks are not run: payments and terms refuse every delete, and the undo is not a
 * delete of a live record but the removal of what the import wrote.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canDo, resourceByKey, resourceByTable } from '../../config/access';
import type { ImportUndone } from '../../config/importing';
import { REGISTER_LEVELS, REGISTER_TABLE } from '../../rules/register';
import type { Actor, Channel, Labels, ResourceDef, ResourcesConfig } from '../../config/types';
import type { Db } from '../db/database';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { Row } from '../hooks/registry';
import { BATCH_FIELD, markBatch } from '../oplog/batch';
import { recordOperation, recordOperations } from '../oplog/record';
import { stampedTables } from './batch';
import { giveWay } from './lane';

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
      const dependent = await q.orderBy('id').limit(1).executeTakeFirst();
      if (!dependent) continue;
      const parent = await trx.selectFrom(target.table).selectAll().where('id', '=', Number(dependent.ref)).executeTakeFirstOrThrow();
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

/**
 * The records outside the batch that the import changed, as they were before it (step 3); with
 * `apply` false, only the check that none was changed again since (step 1).
 */
export const restoreChanged = async (trx: Db, config: ResourcesConfig, actor: Actor | null, batchId: number, apply = true): Promise<void> => {
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
    const current = await trx.selectFrom(c.table).selectAll().where('id', '=', c.id).forUpdate().executeTakeFirst();
    if (!resource || !current) continue;
    const keys = Object.keys(c.after).filter((k) => !SYSTEM_KEYS.has(k) && !same(c.before[k], c.after[k]));
    if (keys.length === 0) continue;
    const now = asJson(current);
    const moved = keys.filter((k) => !same(now[k], c.after[k]));
    if (moved.length > 0) {
      const labels = moved.map((k) => (Object.hasOwn(resource.fields, k) ? resource.fields[k].label.en : k));
      throw new ApiError('import_undo_changed', 409, { record: singular(resource), name: nameOf(resource, current), fields: labels.join(', ') });
    }
    if (!apply) continue;
    const patch = Object.fromEntries(keys.map((k) => [k, c.before[k] ?? null]));
    const after = await trx
      .updateTable(c.table)
      .set({ ...patch, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', c.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOperation(trx, actor, { action: 'update', table: c.table, rowId: c.id, before: current, after, channel: resource.channelScoped ? (current.channel as Actor['channel']) : undefined });
  }
};

/** Records removed per step-2 chunk (a few hundred milliseconds of the embedded database at most). */
export const REMOVE_CHUNK = 400;

/** The chunk size in force, and what runs between two chunks (tests: a small size, a record added meanwhile). */
export const undoChunking: { rows: number; between?: () => Promise<void> } = { rows: REMOVE_CHUNK };

/** The rows removed so far, per table in the order they went (to be put back). */
type Removed = [string, Row[]][];

/**
 * Step 2: the batch's records, children first, `REMOVE_CHUNK` at a time, each chunk a
 * transaction of its own with its log entries; other requests go between them. `kept` receives
 * the rows removed. Also the clean-up of a commit that failed or was interrupted.
 */
export const removeInChunks = async (app: FastifyInstance, actor: Actor | null, batchId: number, kept?: Removed): Promise<Record<string, number>> => {
  const removed: Record<string, number> = {};
  for (const table of deletionOrder(app.resources)) {
    for (;;) {
      await giveWay(app.database);
      const size = undoChunking.rows;
      const rows = await app.database.transaction(async (trx) => {
        markBatch(trx, batchId, []);
        // Touched: alive (./recover.ts takes a batch no one touched for a while).
        await trx.updateTable('import_batch').set({ updated_at: sql`now()` }).where('id', '=', batchId).execute();
        const ids = trx.selectFrom(table).select('id').where(BATCH_FIELD, '=', batchId).orderBy('id').limit(size);
        const gone = await trx.deleteFrom(table).where('id', 'in', ids).returningAll().execute();
        await recordOperations(
          trx,
          actor,
          gone.map((row) => ({ action: 'delete' as const, table, rowId: Number(row.id), before: row, channel: typeof row.channel === 'string' ? (row.channel as Channel) : undefined })),
        );
        return gone;
      });
      if (rows.length === 0) break;
      removed[table] = (removed[table] ?? 0) + rows.length;
      kept?.push([table, rows]);
      if (rows.length < size) break;
      await undoChunking.between?.();
    }
  }
  return removed;
};

/** The rows of `kept` inserted again as they were, parents first, and the log entries of their removal gone. */
const putBack = async (app: FastifyInstance, batchId: number, kept: Removed, logFrom: number): Promise<void> => {
  await app.database.transaction(async (trx) => {
    for (const [table, rows] of [...kept].reverse()) for (let i = 0; i < rows.length; i += 500) await trx.insertInto(table).values(rows.slice(i, i + 500)).execute();
    await trx.deleteFrom('operation_log').where(BATCH_FIELD, '=', batchId).where('action', '=', 'delete').where('id', '>', logFrom).execute();
    await trx.updateTable('import_batch').set({ status: 'committed', version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', batchId).execute();
  });
};

/** Steps 2 and 3 of a decided undo (also the end of one a stopped server left `undoing`: ./recover.ts). */
export const finishUndo = async (app: FastifyInstance, actor: Actor | null, batchId: number, kept?: Removed): Promise<Record<string, number>> => {
  const removed = await removeInChunks(app, actor, batchId, kept);
  await app.database.transaction(async (trx) => {
    markBatch(trx, batchId, []);
    await restoreChanged(trx, app.resources, actor, batchId);
    await trx
      .updateTable('import_batch')
      .set({ status: 'undone', undone_at: app.clock.now(), undone_by: actor?.userId ?? null, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', batchId)
      .execute();
  });
  return removed;
};

/** The undo (steps 1 to 3 above). */
export const undoBatch = async (app: FastifyInstance, actor: Actor, batchId: number): Promise<ImportUndone> => {
  const config = app.resources;
  if (!canDo(config.import_batch, actor.level, 'read')) throw forbidden();
  const order = deletionOrder(config);
  const logFrom = await app.database.transaction(async (trx) => {
    const batch = (await trx.selectFrom('import_batch').selectAll().where('id', '=', batchId).where('channel', '=', actor.channel).forUpdate().executeTakeFirst()) as
      | Row
      | undefined;
    if (!batch) throw notFound();
    if (!mayUndo(config, actor, String(batch.table_name))) throw forbidden();
    if (batch.status === 'undone') throw new ApiError('import_batch_undone', 409);
    if (batch.status !== 'committed') throw new ApiError('import_batch_busy', 409);
    const present = new Set<string>();
    for (const table of order) {
      const any = await trx.selectFrom(table).select('id').where(BATCH_FIELD, '=', batchId).limit(1).executeTakeFirst();
      if (any) present.add(table);
    }
    await findDependent(trx, config, batchId, present);
    await restoreChanged(trx, config, actor, batchId, false);
    await trx.updateTable('import_batch').set({ status: 'undoing', version: sql`version + 1`, updated_at: sql`now()` }).where('id', '=', batchId).execute();
    const last = await trx.selectFrom('operation_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    return Number(last?.id ?? 0);
  });
  const kept: Removed = [];
  try {
    return { removed: await finishUndo(app, actor, batchId, kept) };
  } catch (e) {
    await putBack(app, batchId, kept, logFrom);
    // What refused it: a record that came to depend on the batch meanwhile, else the error as it is.
    if (e instanceof ApiError) throw e;
    await app.database.transaction(async (trx) => findDependent(trx, config, batchId, new Set(order)));
    throw e;
  }
};

/**
 * A commit that failed after some of its chunks were written: their records and what they
 * changed are taken back, and the batch and its log entries go too (nothing was imported).
 */
export const removeBatch = async (app: FastifyInstance, actor: Actor, batchId: number): Promise<void> => {
  await removeInChunks(app, actor, batchId);
  await app.database.transaction(async (trx) => {
    markBatch(trx, batchId, []);
    await restoreChanged(trx, app.resources, actor, batchId);
    await trx.deleteFrom('operation_log').where(BATCH_FIELD, '=', batchId).execute();
    await trx.deleteFrom('import_batch').where('id', '=', batchId).execute();
  });
};
