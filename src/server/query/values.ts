/**
 * Value checks for conditions: a value must fit its column's type before it is bound, so a
 * wrong value is a clear `bad_value` refusal and never a database error (an integer out of
 * range, an impossible date, a NUL byte in text all make Postgres fail).
 */
import type { FieldDef } from '../../config/types';
import type { Bound, ValueKind } from './ast';
import { badValue } from './refuse';
import { VALUE_KIND } from '../../config/valueKinds';
import { INT4_MAX, INT4_MIN, isRealDate } from '../../config/validators';

export { isRowId } from '../../protocol/wire';

/** Longest text value in a condition: a filter, not a document. */
const MAX_TEXT_VALUE = 2000;

export const kindOfField = (field: FieldDef): ValueKind => VALUE_KIND[field.type];

export const SYSTEM_KINDS: Record<string, ValueKind> = {
  id: 'integer',
  version: 'integer',
  created_at: 'datetime',
  updated_at: 'datetime',
  channel: 'text',
};

const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;
/** Postgres refuses a UTC offset beyond ±15:59 ("time zone displacement out of range"). */
const MAX_OFFSET_HOURS = 15;


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

/** The reader of each value kind: the value to bind, or undefined when it does not fit (a Record, so a new kind fails to compile here). */
const READ_VALUE: Record<ValueKind, (v: unknown) => Bound | undefined> = {
  integer: toInteger,
  number: toDecimal,
  text: toText,
  boolean: toBoolean,
  date: (v) => (typeof v === 'string' && isRealDate(v) ? v : undefined),
  datetime: (v) => (typeof v === 'string' && isTimestamp(v) ? v : undefined),
};

/** Check one value against its column; returns the value to bind or throws bad_value naming the column. */
export const checkValue = (kind: ValueKind, value: unknown, column: string): Bound => {
  const out = READ_VALUE[kind](value);
  if (out === undefined) throw badValue(column);
  return out;
};

/** A LIKE pattern: text, and not ending in a lone escape character (Postgres refuses that). */
export const checkPattern = (value: unknown, column: string): string => {
  const s = toText(value);
  if (s === undefined || /(^|[^\\])(\\\\)*\\$/.test(s)) throw badValue(column);
  return s;
};
