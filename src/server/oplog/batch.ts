/**
 * The import batch a transaction writes for (docs/import.md, "Batches"). The import marks its
 * transaction with the batch; then every record created in it, by the import itself or by a
 * table's hooks (a registration's plot, an order's term), is stamped with `import_batch_id`
 * where its table has that field (createRow and insertRow ask here), and every operation log
 * entry written in it carries the batch (recordOperation), the changes to records outside the
 * batch included: the undo restores those from their entries.
 */
import type { AnyHandle } from '../db/handle';
import { lineageOf } from '../db/handleFacts';

interface Marked {
  id: number;
  /** The tables whose records carry import_batch_id. */
  stamped: ReadonlySet<string>;
  /**
   * An import's chunk keeps its log entries here and writes them in a few statements at its end
   * (flushDeferredLog, src/server/oplog/record.ts): a third of a register line's statements were
   * its entries. Nothing in an import's transaction reads the log.
   */
  deferred?: Record<string, unknown>[];
}

const MARKS = new WeakMap<object, Marked>();

/**
 * The mark of a transaction, asked through it or through a door over it: the nearest marked
 * handle up its lineage. Marks are set on the transaction itself, never on the app's handle
 * (every transaction derives from it: marking it would stamp every later write).
 */
const markOf = (trx: AnyHandle): Marked | undefined => {
  for (const h of lineageOf(trx)) {
    const m = MARKS.get(h);
    if (m) return m;
  }
  return undefined;
};

export const BATCH_FIELD = 'import_batch_id';

export const markBatch = (trx: AnyHandle, id: number, stamped: Iterable<string>, opts: { deferLog?: boolean } = {}): void => {
  MARKS.set(trx, { id, stamped: new Set(stamped), ...(opts.deferLog ? { deferred: [] } : {}) });
};

/** Kept for the end of the transaction when it defers its log (true), else written now by the caller (false). */
export const deferEntry = (trx: AnyHandle, values: Record<string, unknown>): boolean => {
  const deferred = markOf(trx)?.deferred;
  if (!deferred) return false;
  deferred.push(values);
  return true;
};

/** Where the deferred entries stand (before a savepoint)... */
export const logCheckpoint = (trx: AnyHandle): number => markOf(trx)?.deferred?.length ?? 0;

/** ...and the entries after it forgotten (rolled back to that savepoint). */
export const rollbackLog = (trx: AnyHandle, checkpoint: number): void => {
  markOf(trx)?.deferred?.splice(checkpoint);
};

/** The deferred entries, taken (the buffer is emptied). */
export const takeDeferred = (trx: AnyHandle): Record<string, unknown>[] => markOf(trx)?.deferred?.splice(0) ?? [];

/** The batch this transaction writes for, if any. */
export const batchOfTransaction = (trx: AnyHandle): number | undefined => markOf(trx)?.id;

/** The values of a new record, stamped with the transaction's batch when its table carries one. */
export const stampValues = <T extends Record<string, unknown>>(trx: AnyHandle, table: string, values: T): T => {
  const mark = markOf(trx);
  return mark && mark.stamped.has(table) ? { ...values, [BATCH_FIELD]: mark.id } : values;
};
