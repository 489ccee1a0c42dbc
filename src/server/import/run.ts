/**
 * One import, checked or committed, in one transaction:
 * 1. every cell read for its field (cellValue, shared with the preview);
 * 2. references resolved by code or name (./references.ts);
 * 3. every row checked by the forms' own input check (checkWriteInput: writable fields, the
 *    shared validators, defaults, column conversion);
 * 4. unique fields checked against the other rows of the file and the table;
 * 5. every row that passed written through the forms' write path (createRow: channel,
 *    references within reach, the table's hooks, insert, operation log), each behind a
 *    savepoint so a refused row leaves the transaction usable and the next rows are still
 *    checked against the ones before them (a plot's capacity, a repeated order).
 * A check always rolls back; a commit keeps the rows only when no row has an error.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cellValue, dateCellError, fillableParents, type ImportCheck, type ImportDone } from '../../config/importing';
import type { Actor, Lang } from '../../config/types';
import { createRow } from '../data';
import { checkWriteInput, type WriteInput } from '../data/input';
import { mapWriteError } from '../data/writeErrors';
import type { Db } from '../db/database';
import { acceptedKeysOf, hooksOf, type Row } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { continueBatch, finishBatch, keepChunk, openBatch, startBatch } from './batch';
import { logCheckpoint, rollbackLog } from '../oplog/batch';
import { removeBatch } from './undo';
import { Chunker } from './chunks';
import { giveWay } from './lane';
import type { ParsedImport } from './request';
import { resolveReferences } from './references';
import { RowErrors } from './rowErrors';

export type ImportMode = 'check' | 'commit';

export type ImportOutcome = { ok: true; done: ImportDone } | { ok: false; check: ImportCheck };

/** Thrown inside the transaction to roll it back, carrying the answer out. */
export class RollBack extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('import rolled back');
  }
}

const CHUNK = 500;

/** Step 1: cells as values; empty cells are left out so the field's default applies. */
const readCells = (parsed: ParsedImport): Row[] =>
  parsed.rows.map((cells) => {
    const row: Row = {};
    for (const [name, text] of Object.entries(cells)) {
      const value = cellValue(parsed.fields.get(name)!, text, { dateOrder: parsed.dateOrder });
      if (value !== undefined) row[name] = value;
    }
    return row;
  });

/**
 * Step 3: the forms' input check, per row. An empty parent whose child could not be found is
 * not reported as missing: the file left it to the child (the child's error says what to fix).
 */
const checkRows = (app: FastifyInstance, parsed: ParsedImport, actor: Actor, rows: Row[], errors: RowErrors): (WriteInput | undefined)[] => {
  const accepted = acceptedKeysOf(app, parsed.target.table);
  const now = app.clock.now();
  const fillers = Object.entries(fillableParents(parsed.target.resource, app.resources));
  return rows.map((row, i) => {
    try {
      return checkWriteInput(parsed.target.resource, actor, row, 'create', accepted, now);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const left = fillers.filter(([parent, children]) => row[parent] === undefined && children.some((c) => errors.hasField(i, c))).map(([p]) => p);
      const fields = Object.fromEntries(
        Object.entries(e.fields ?? {})
          .filter(([name, fe]) => !(left.includes(name) && 'key' in fe && fe.key === 'required'))
          // A date cell that could not be read says which forms are read, in the file's order.
          .map(([name, fe]) => [name, (parsed.fields.has(name) && dateCellError(parsed.fields.get(name)!, parsed.rows[i][name], { dateOrder: parsed.dateOrder })) || fe]),
      );
      // Every complaint was about a parent left to a child that has its own error: that error is the row's.
      if (e.code !== 'validation' || Object.keys(fields).length > 0) errors.refused(i, new ApiError(e.code, e.httpStatus, e.params, fields));
      return undefined;
    }
  });
};

/** Per unique field: each value's first file line, across the chunks of one import. */
type Seen = Map<string, Map<unknown, number>>;

/** Step 4: a unique value may appear once in the file and not yet in the table (its uniqueness is table-wide). */
const checkUniques = async (trx: Db, parsed: ParsedImport, inputs: (WriteInput | undefined)[], errors: RowErrors, seen: Seen): Promise<void> => {
  const { resource, table } = parsed.target;
  for (const [name, field] of parsed.fields) {
    if (!field.unique) continue;
    let lineOf = seen.get(name);
    if (!lineOf) seen.set(name, (lineOf = new Map()));
    const firstRow = new Map<unknown, number>();
    inputs.forEach((input, i) => {
      const v = input?.values[name];
      if (v === undefined || v === null) return;
      const first = lineOf.get(v);
      if (first === undefined) {
        lineOf.set(v, parsed.lines[i]);
        firstRow.set(v, i);
      } else errors.field(i, name, { code: 'import_repeated', params: { row: first } });
    });
    const values = [...firstRow.keys()];
    for (let i = 0; i < values.length; i += CHUNK) {
      const taken = await trx.selectFrom(table).select(name).where(name, 'in', values.slice(i, i + CHUNK)).execute();
      for (const t of taken) {
        const at = firstRow.get(t[name]);
        if (at !== undefined) errors.field(at, name, { code: 'duplicate', params: { column: resource.fields[name].label } });
      }
    }
  }
};

/**
 * Step 5: each row through the forms' write path. A table with hooks writes each row behind
 * its own savepoint: a hook may refuse a row after writing part of it, and the rows after it
 * must be checked without that part. A table without hooks has nothing that refuses a row
 * here but the database itself (a value taken or a record deleted since steps 2 and 4, by
 * someone else at the same moment): that error ends the transaction, so it is reported for
 * its row and the rows after it are not tried (the savepoints would cost 40% of the time).
 */
const writeRows = async (app: FastifyInstance, actor: Actor, trx: Db, parsed: ParsedImport, inputs: (WriteInput | undefined)[], errors: RowErrors): Promise<number[]> => {
  const guarded = hooksOf(app, parsed.target.table).length > 0;
  const ids: number[] = [];
  for (const [i, input] of inputs.entries()) {
    if (!input || errors.has(i)) continue;
    const logged = logCheckpoint(trx);
    if (guarded) await sql`savepoint import_row`.execute(trx);
    try {
      const row = await createRow(app, actor, parsed.target, trx, input, { referencesChecked: true });
      if (guarded) await sql`release savepoint import_row`.execute(trx);
      ids.push(Number(row.id));
    } catch (e) {
      const mapped = mapWriteError(e, parsed.target.resource);
      if (!(mapped instanceof ApiError) || mapped.httpStatus >= 500) throw e;
      errors.refused(i, mapped);
      if (!guarded) break;
      await sql`rollback to savepoint import_row`.execute(trx);
      await sql`release savepoint import_row`.execute(trx);
      rollbackLog(trx, logged);
    }
  }
  return ids;
};

/** The rows of one chunk, as a request of their own (indexes within the chunk). */
const chunkOf = (parsed: ParsedImport, chunk: number[]): ParsedImport => ({ ...parsed, rows: chunk.map((i) => parsed.rows[i]), lines: chunk.map((i) => parsed.lines[i]) });

/** Rows naming the same record through a reference go in one chunk when the table has rules that count them. */
const sharedKeys = (app: FastifyInstance, parsed: ParsedImport) => {
  if (hooksOf(app, parsed.target.table).length === 0) return () => [];
  const refs = [...parsed.fields].filter(([, f]) => f.type === 'reference').map(([n]) => n);
  return (i: number) => refs.flatMap((n) => (parsed.rows[i][n]?.trim() ? [`${n}:${parsed.rows[i][n].trim().toLowerCase()}`] : []));
};

/**
 * Steps 1 to 5 for the rows of a chunk, in the caller's transaction, marked with the batch.
 * Returns the ids written.
 */
const importChunk = async (app: FastifyInstance, actor: Actor, trx: Db, parsed: ParsedImport, errors: RowErrors, seen: Seen): Promise<number[]> => {
  const rows = readCells(parsed);
  await resolveReferences(trx, app.resources, parsed.target.resource, actor, rows, new Set(parsed.fields.keys()), errors);
  const inputs = checkRows(app, parsed, actor, rows, errors);
  await checkUniques(trx, parsed, inputs, errors, seen);
  return writeRows(app, actor, trx, parsed, inputs, errors);
};

/**
 * The import, chunk by chunk (./chunks.ts). A check rolls every chunk back. A commit keeps
 * each chunk of its batch as it goes; when a chunk has an error, the chunks after it are only
 * checked (so the answer names every bad row) and the chunks already written are removed with
 * their batch (removeBatch): the batch is all or nothing.
 */
export const runImport = async (app: FastifyInstance, actor: Actor, parsed: ParsedImport, mode: ImportMode, lang: Lang): Promise<ImportOutcome> => {
  const errors = new RowErrors();
  const seen: Seen = new Map();
  const total = parsed.rows.length;
  const chunker = new Chunker(total, sharedKeys(app, parsed), app.database, 'table', parsed.onChunk);
  const start = { fileName: parsed.fileName, table: parsed.target.table, rows: total };
  const batchId = mode === 'commit' ? await startBatch(app, actor, start) : undefined;
  const ids: number[] = [];
  for (let chunk = chunker.next(); chunk; chunk = chunker.next()) {
    await giveWay(app.database);
    // The chunk's own time (not its wait for others), for the next one's size.
    const started = performance.now();
    const part = chunkOf(parsed, chunk);
    const partErrors = new RowErrors();
    const keep = batchId !== undefined && errors.size === 0;
    try {
      await app.database.transaction(async (trx) => {
        if (keep) continueBatch(trx, app.resources, batchId);
        else await openBatch(trx, app.resources, actor, start);
        const written = await importChunk(app, actor, trx, part, partErrors, seen);
        if (!keep || partErrors.size > 0) throw new RollBack({ ok: false, check: { total, valid: 0, errors: [], creates: [] } });
        await keepChunk(trx);
        ids.push(...written);
      });
    } catch (e) {
      if (!(e instanceof RollBack)) {
        if (batchId !== undefined) await removeBatch(app, actor, batchId);
        throw e;
      }
    }
    chunker.done(performance.now() - started);
    errors.absorb(partErrors, chunk);
  }
  if (batchId !== undefined && errors.size > 0) await removeBatch(app, actor, batchId);
  if (batchId === undefined || errors.size > 0) return { ok: false, check: { total, valid: total - errors.size, errors: errors.answer(lang), creates: [] } };
  await finishBatch(app, batchId);
  return { ok: true, done: { created: ids.length, ids, batchId, chunks: chunker.chunks } };
};
