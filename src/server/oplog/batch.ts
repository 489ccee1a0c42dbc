/**
 * The import batch a transaction writes for (docs/import.md, "Batches"). The import marks its
 * transaction with the batch; then every record created in it, by the import itself or by a
 * table's hooks (a registration's plot, an order's term), is stamped with `import_batch_id`
 * where its table has that field (createRow and insertRow ask here), and every operation log
 * entry written in it carries the batch (recordOperation), the changes to records outside the
 * batch included: the undo restores those from their entries.
 */
import type { Db } from '../db/database';
import { rootOf } from '../db/handleFacts';

interface Marked {
  id: number;
  /** The tables whose records carry import_batch_id. */
  stamped: ReadonlySet<string>;
}

const MARKS = new WeakMap<object, Marked>();

export const BATCH_FIELD = 'import_batch_id';

export const markBatch = (trx: Db, id: number, stamped: Iterable<string>): void => {
  MARKS.set(rootOf(trx), { id, stamped: new Set(stamped) });
};

/** The batch this transaction writes for, if any. */
export const batchOfTransaction = (trx: Db): number | undefined => MARKS.get(rootOf(trx))?.id;

/** The values of a new record, stamped with the transaction's batch when its table carries one. */
export const stampValues = <T extends Record<string, unknown>>(trx: Db, table: string, values: T): T => {
  const mark = MARKS.get(rootOf(trx));
  return mark && mark.stamped.has(table) ? { ...values, [BATCH_FIELD]: mark.id } : values;
};
