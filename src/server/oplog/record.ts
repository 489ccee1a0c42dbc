/**
 * The operation log: one row per change (who, what, which row, before/after, when), written
 * in the same transaction as the change so a rolled-back write leaves no entry.
 */
import { sql, type RawBuilder } from 'kysely';
import { byName, type AnyHandle } from '../db/handle';
import { composePartialDates } from '../db/partialDates';
import { resourceByTable } from '../../config/access';
import type { Actor, Channel, ResourcesConfig } from '../../config/types';
import { configOf } from '../db/handleFacts';
import { batchOfTransaction, deferEntry, takeDeferred } from './batch';

type OperationAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'print';

interface OperationEntry {
  action: OperationAction;
  table: string;
  rowId: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Defaults to the actor's channel; needed for system actions (no actor). */
  channel?: Channel;
}

const SECRET_KEY_RE = /password|secret|token/i;

/** Hidden fields (password hashes) and anything secret-looking never reach the log; partial dates are logged as their canonical value. */
const redact = (config: ResourcesConfig, table: string, row: Record<string, unknown> | null | undefined): string | null => {
  if (!row) return null;
  const resource = resourceByTable(table, config)?.[1];
  const hidden = new Set(
    Object.entries(resource?.fields ?? {})
      .filter(([, f]) => f.hidden)
      .map(([name]) => name),
  );
  const kept = Object.fromEntries(Object.entries(resource ? composePartialDates(resource, row) : row).filter(([k]) => !hidden.has(k) && !SECRET_KEY_RE.test(k)));
  return JSON.stringify(kept);
};

/**
 * The batch of an entry: the import's, when written in an import's transaction; else the batch
 * the record came in (its import_batch_id), so every entry of an imported record links to it.
 */
const batchOf = (entry: OperationEntry): number | null => {
  const id = entry.after?.import_batch_id ?? entry.before?.import_batch_id;
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : null;
};

/** The app's own config (src/server/db/handleFacts.ts): a handle no app opened cannot log, rather than guess which fields are hidden. */
const configOfLog = (trx: AnyHandle): ResourcesConfig => {
  const config = configOf(trx);
  if (!config) throw new Error('The operation log is written in a transaction of an app (app.database) or of a handle bound to its config (bindConfig)');
  return config;
};

const entryValues = (trx: AnyHandle, config: ResourcesConfig, actor: Actor | null, entry: OperationEntry) => ({
  user_id: actor?.userId ?? null,
  action: entry.action,
  table_name: entry.table,
  row_id: entry.rowId,
  before: redact(config, entry.table, entry.before),
  after: redact(config, entry.table, entry.after),
  channel: entry.channel ?? actor?.channel ?? 'inside',
  import_batch_id: batchOfTransaction(trx) ?? batchOf(entry),
});

export const recordOperation = async (trx: AnyHandle, actor: Actor | null, entry: OperationEntry): Promise<void> => {
  const values = entryValues(trx, configOfLog(trx), actor, entry);
  if (deferEntry(trx, values)) return;
  await byName(trx).insertInto('operation_log').values(values).execute();
};

const MANY = 500;

/** The entries an import's chunk deferred (./batch.ts), written before it commits. */
export const flushDeferredLog = async (trx: AnyHandle): Promise<void> => {
  const entries = takeDeferred(trx);
  for (let i = 0; i < entries.length; i += MANY) await byName(trx).insertInto('operation_log').values(entries.slice(i, i + MANY)).execute();
};

/** Many entries in a few statements (an import's undo removes thousands of records). */
export const recordOperations = async (trx: AnyHandle, actor: Actor | null, entries: OperationEntry[]): Promise<void> => {
  const config = configOfLog(trx);
  for (let i = 0; i < entries.length; i += MANY) {
    await byName(trx).insertInto('operation_log').values(entries.slice(i, i + MANY).map((e) => entryValues(trx, config, actor, e))).execute();
  }
};

/**
 * The same entry for every row of `entry.table` whose id is in `ids` (and, `scope` given, in it:
 * the caller's door's condition on the table as `t`, src/server/data/door.ts `inScope`; `trx`
 * is then that door, which scopes the one-by-one read too), in one statement that reads the rows
 * and writes their entries (a batch print:
 * its 200 entries were 1,600 parameters, most of the transaction's time on the embedded
 * database's only connection). Answers how many entries were written: fewer than `ids` means
 * a record is missing (or of another channel), and the caller rolls back.
 */
export const recordForRows = async (trx: AnyHandle, actor: Actor | null, entry: Omit<OperationEntry, 'rowId'>, ids: readonly number[], scope?: RawBuilder<boolean>): Promise<number> => {
  const v = entryValues(trx, configOfLog(trx), actor, { ...entry, rowId: null });
  if (v.import_batch_id !== null || ids.length === 0) {
    // An import's entries are deferred to its chunk's end (./batch.ts): one by one, as always.
    const found = await byName(trx).selectFrom(entry.table).select('id').where('id', 'in', [...ids]).execute();
    await recordOperations(trx, actor, found.map((r) => ({ ...entry, rowId: Number(r.id) })));
    return found.length;
  }
  const result = await sql`
    INSERT INTO operation_log (user_id, action, table_name, row_id, before, after, channel)
    SELECT ${v.user_id}::int, ${v.action}, ${v.table_name}, t.id, ${v.before}, ${v.after}, ${v.channel}
    FROM ${sql.table(entry.table)} t
    WHERE t.id IN (${sql.join([...ids])}) ${scope === undefined ? sql`` : sql`AND ${scope}`}
    ORDER BY t.id`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
};
