/**
 * Value checks for conditions: a value must fit its column's type before it is bound, so a
 * wrong value is a clear `bad_value` refusal and never a database error (an integer out of
 * range, an impossible date, a NUL byte in text all make Postgres fail).
 */
import type { FieldDef } from '../../config/types';
import type { Bound, ValueKind } from './ast';
import { badValue } from './refuse';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A row id as the integer columns hold it: 1 to 2^31 - 1 (a larger one makes Postgres fail). */
export const isRowId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= INT4_MAX;
/** Longest text value in a condition: a filter, not a document. */
export const MAX_TEXT_VALUE = 2000;

export const kindOfField = (field: FieldDef): ValueKind => {
  switch (field.type) {
    case 'integer':
    case 'reference':
      return 'integer';
    case 'money':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    default:
      return 'text';
  }
};

export const SYSTEM_KINDS: Record<string, ValueKind> = {
  id: 'integer',
  version: 'integer',
  created_at: 'datetime',
  updated_at: 'datetime',
  channel: 'text',
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;
/** Postgres refuses a UTC offset beyond ±15:59 ("time zone displacement out of range"). */
const MAX_OFFSET_HOURS = 15;

const isLeap = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date Postgres accepts: years 1 to 9999, real month and day. */
export const isRealDate = (s: string): boolean => {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= DAYS_IN_MONTH[mo - 1] + (mo === 2 && isLeap(y) ? 1 : 0);
};

export const isTimestamp = (s: string): boolean => {
  const m = DATETIME_RE.exec(s);
  if (!m || !isRealDate(m[1])) return false;
  const [h, mi, sec] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  const [offH, offMi] = [Number(m[5] ?? 0), Number(m[6] ?? 0)];
  return h < 24 && mi < 60 && sec < 60 && offH <= MAX_OFFSET_HOURS && offMi < 60;
};

const toInteger = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : undefined;
  return n !== undefined && Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX ? n : undefined;
};

const toDecimal = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(v) < 1e15 ? v : undefined;
  if (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,10})?$/.test(v.trim())) return Number(v.trim());
  return undefined;
};

const toText = (v: unknown): string | undefined => {
  const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
  return typeof s === 'string' && s.length <= MAX_TEXT_VALUE && !s.includes('\u0000') ? s : undefined;
};

const toBoolean = (v: unknown): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 'true' || v === '1') return true;
  if (v === 0 || v === 'false' || v === '0') return false;
  return undefined;
};

/** Check one value against its column; returns the value to bind or throws bad_value naming the column. */
export const checkValue = (kind: ValueKind, value: unknown, column: string): Bound => {
  let out: Bound | undefined;
  switch (kind) {
    case 'integer':
      out = toInteger(value);
      break;
    case 'number':
      out = toDecimal(value);
      break;
    case 'text':
      out = toText(value);
      break;
    case 'boolean':
      out = toBoolean(value);
      break;
    case 'date':
      out = typeof value === 'string' && isRealDate(value) ? value : undefined;
      break;
    case 'datetime':
      out = typeof value === 'string' && isTimestamp(value) ? value : undefined;
      break;
  }
  if (out === undefined) throw badValue(column);
  return out;
};

/** A LIKE pattern: text, and not ending in a lone escape character (Postgres refuses that). */
export const checkPattern = (value: unknown, column: string): string => {
  const s = toText(value);
  if (s === undefined || /(^|[^\\])(\\\\)*\\$/.test(s)) throw badValue(column);
  return s;
};
