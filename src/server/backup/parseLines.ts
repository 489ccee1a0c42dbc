/**
 * Strict reading of a backup file's lines. The file is written by `npm run backup`, but it is
 * still checked line by line: a truncated, edited or foreign file is refused with a message
 * before anything is committed.
 */
import { BackupError } from './errors';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type EndLine, type RowValues, type SectionLine } from './format';

const parseJson = (line: string | undefined, what: string): unknown => {
  if (line === undefined) throw new BackupError(`The backup file ends early: ${what} is missing.`);
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`The backup file is damaged: ${what} is not valid JSON.`);
  }
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const parseHeader = (line: string | undefined): BackupHeader => {
  const h = parseJson(line, 'the header');
  if (!isObject(h) || h.format !== BACKUP_FORMAT) throw new BackupError('This file is not a backup made by npm run backup.');
  if (typeof h.version !== 'number' || h.version > BACKUP_VERSION)
    throw new BackupError(`The backup format version ${String(h.version)} is newer than this program reads (${BACKUP_VERSION}): upgrade first.`);
  const tables = h.tables;
  if (!Array.isArray(tables) || !tables.every((t) => isObject(t) && typeof t.name === 'string' && Array.isArray(t.columns) && typeof t.rows === 'number'))
    throw new BackupError('The backup header has no valid table list.');
  return h as unknown as BackupHeader;
};

export const parseSection = (line: string | undefined, expected: string): SectionLine => {
  const s = parseJson(line, `the start of table ${expected}`);
  if (!isObject(s) || s.table !== expected || typeof s.rows !== 'number')
    throw new BackupError(`The backup file is damaged: table ${expected} was expected here.`);
  return s as unknown as SectionLine;
};

export const parseRow = (line: string | undefined, table: string, width: number): RowValues => {
  const r = parseJson(line, `a row of table ${table}`);
  if (!Array.isArray(r) || r.length !== width || !r.every((v) => v === null || typeof v === 'string'))
    throw new BackupError(`The backup file is damaged: a row of table ${table} does not match its columns.`);
  return r as RowValues;
};

export const parseEnd = (line: string | undefined, tables: number, rows: number): EndLine => {
  const e = parseJson(line, 'the end marker');
  if (!isObject(e) || e.end !== true || e.tables !== tables || e.rows !== rows)
    throw new BackupError('The backup file is damaged: its end marker does not match its contents.');
  return e as unknown as EndLine;
};
