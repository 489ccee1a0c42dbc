/**
 * An import request, checked before any database work: a table the caller may import into,
 * 1 to MAX_IMPORT_ROWS rows whose keys are fields a create form may write and whose cells are
 * text (numbers and booleans are taken as their text), and optional file row numbers.
 * A key outside that set refuses the whole request: it is the column mapping that is wrong,
 * not a row. The channel is never a column: rows are written in the caller's channel.
 */
import type { FastifyInstance } from 'fastify';
import { DATE_ORDERS, MAX_FILE_NAME, PROGRESS_ID, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_REGISTER_ROWS, canImport, importableFields, type DateOrder } from '../../config/importing';
import { REGISTER_TABLE, registerResource } from '../../rules/register';
import type { Actor, FieldDef } from '../../config/types';
import { resolveTable, type Target } from '../data';
import { ApiError, forbidden } from '../http/errors';
import { badValue, echo, isPlainObject, malformed, onlyKeys, unknownColumn } from '../query/refuse';

export interface ParsedImport {
  target: Target;
  fields: Map<string, FieldDef>;
  rows: Record<string, string>[];
  /** File row number of each row. */
  lines: number[];
  dateOrder: DateOrder;
  createMissing: boolean;
  /** The file's name for the batch ('' when not given). */
  fileName: string;
  /** The browser's name for the call, to follow its progress (./progress.ts). */
  progressId?: string;
  /** Called after each chunk with the rows gone through so far (set by the route). */
  onChunk?: (done: number) => void;
}

const REQUEST_KEYS = ['table', 'rows', 'lines', 'dateOrder', 'createMissing', 'fileName', 'progressId'] as const;
const MAX_LINE = 10_000_000;

const cellText = (column: string, v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  throw badValue(column);
};

const parseRow = (target: Target, fields: Map<string, FieldDef>, raw: unknown): Record<string, string> => {
  if (!isPlainObject(raw)) throw malformed();
  const row: Record<string, string> = {};
  for (const [key, v] of Object.entries(raw)) {
    if (key === 'channel' && target.resource.channelScoped) throw forbidden();
    if (!fields.has(key)) {
      throw Object.hasOwn(target.resource.fields, key) || key === 'id' || key === 'channel'
        ? new ApiError('read_only_field', 400, { column: echo(key) })
        : unknownColumn(key);
    }
    row[key] = cellText(key, v);
  }
  return row;
};

const parseLines = (lines: unknown, count: number): number[] => {
  if (lines === undefined) return Array.from({ length: count }, (_, i) => i + 2);
  if (!Array.isArray(lines) || lines.length !== count) throw badValue('lines');
  for (const n of lines) if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > MAX_LINE) throw badValue('lines');
  return lines as number[];
};

const parseOptions = (body: Record<string, unknown>): Pick<ParsedImport, 'dateOrder' | 'createMissing' | 'fileName' | 'progressId'> => {
  const { dateOrder = 'ymd', createMissing = false, fileName = '', progressId } = body;
  if (!DATE_ORDERS.includes(dateOrder as DateOrder)) throw badValue('dateOrder');
  if (typeof createMissing !== 'boolean') throw badValue('createMissing');
  if (typeof fileName !== 'string' || fileName.length > MAX_FILE_NAME) throw badValue('fileName');
  if (progressId !== undefined && !isProgressId(progressId)) throw badValue('progressId');
  return { dateOrder: dateOrder as DateOrder, createMissing, fileName: fileName.trim(), ...(progressId !== undefined ? { progressId } : {}) };
};

/** A progressId as the browser names a call (PROGRESS_ID). */
export const isProgressId = (v: unknown): v is string => typeof v === 'string' && PROGRESS_ID.test(v);

/** A request's size in bytes, as its header says (the body parser has refused more than the route's limit). */
export const checkImportSize = (table: unknown, bytes: number): void => {
  if (table !== REGISTER_TABLE && bytes > MAX_IMPORT_BYTES) throw new ApiError('payload_too_large', 413);
};

export const parseImportRequest = (app: FastifyInstance, actor: Actor, body: unknown): ParsedImport => {
  if (!isPlainObject(body)) throw malformed();
  onlyKeys(body, REQUEST_KEYS);
  const target: Target =
    body.table === REGISTER_TABLE ? { key: REGISTER_TABLE, table: REGISTER_TABLE, resource: registerResource(app.resources) } : resolveTable(app, body.table);
  // Before the rows are read: a level that may not import learns nothing else.
  if (!canImport(target.resource, actor.level)) throw forbidden();
  const { rows } = body;
  if (!Array.isArray(rows)) throw malformed();
  if (rows.length === 0) throw new ApiError('import_no_rows', 400);
  const max = target.table === REGISTER_TABLE ? MAX_REGISTER_ROWS : MAX_IMPORT_ROWS;
  if (rows.length > max) throw new ApiError('import_too_many_rows', 413, { max });
  const fields = new Map(importableFields(target.resource));
  return {
    target,
    fields,
    rows: rows.map((r) => parseRow(target, fields, r)),
    lines: parseLines(body.lines, rows.length),
    ...parseOptions(body),
  };
};
