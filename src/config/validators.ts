/**
 * One validator per field type, run by the browser forms and by the server before any write.
 * A validator returns null or a translatable error: a message key and its parameters (the
 * messages are VALIDATION_MESSAGES in src/config/messages.ts). Rules between fields of one
 * record (a death not before the birth) are checked here too, with the record as context.
 */
import { localDay, partialDateRange } from './dates';
import type { DateField, FieldDef, Labels, LongTextField, PhoneField, TextField } from './types';

export interface FieldError {
  key: ValidationKey;
  /** Plain values, or a label (another field's name) that the message shows in the reader's language. */
  params?: Record<string, string | number | Labels>;
}

/** What a rule between fields needs besides the value: the rest of the record and today's date. */
interface ValidationContext {
  /** The record as it will be stored (on an update: the stored row with the change applied). */
  record?: Record<string, unknown>;
  /** The record's fields, to name the other field in a message. */
  fields?: Record<string, FieldDef>;
  /** Today's calendar day ('YYYY-MM-DD') for `notFuture`; by default where the code runs. */
  today?: string;
}

export type ValidationKey =
  | 'required'
  | 'type_text'
  | 'type_integer'
  | 'type_number'
  | 'type_boolean'
  | 'type_date'
  | 'type_partial_date'
  | 'date_form'
  | 'date_two_digit_year'
  | 'type_datetime'
  | 'min_length'
  | 'max_length'
  | 'pattern'
  | 'min_value'
  | 'max_value'
  | 'decimals'
  | 'enum'
  | 'reference'
  | 'url'
  | 'phone'
  | 'id_number'
  | 'min_date'
  | 'max_date'
  | 'discount_limit'
  | 'not_future'
  | 'after_field'
  | 'mobile';

const err = (key: ValidationKey, params?: FieldError['params']): FieldError => ({ key, params });

const URL_RE = /^(https?:\/\/[^\s<>"']+|\/[^\s<>"']*|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
/** The integer columns' range (PostgreSQL int4): ids, counts, integer fields. The one place it is written. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Largest amount the money columns hold: numeric(14,2). */
const MONEY_MAX = 999_999_999_999.99;

/** No value: what every "required" check and every optional field treat as absent. */
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * Phone numbers as people write them: digits grouped by spaces, dashes, dots or brackets,
 * an optional extension (转 / ext / x) after a landline.
 *   mainland mobile   11 digits, 1[3-9]…           138 0013 8000, 13800138000
 *   landline          0 + area code + 7–8 digits   010-12345678, (0571) 8765 4321, 021-59755000 转 123
 *   service number    400 / 800 + 7 digits          400-820-8820
 *   international     + country code, 7–15 digits   +86 138 0013 8000, +44 20 7946 0958
 */
const PHONE_CHARS_RE = /^\+?[0-9(][0-9 ().-]*$/;
const EXTENSION_RE = /\s*(?:转|ext\.?|x)\s*\d{1,6}$/i;
const MAINLAND_MOBILE_RE = /^1[3-9]\d{9}$/;
/** Area codes are 010, 02x (3 digits with the 0) and 0xxx (4); local numbers 7 or 8 digits. */
const LANDLINE_RE = /^0(?:10|2\d|[3-9]\d{2})\d{7,8}$/;
const SERVICE_RE = /^[48]00\d{7}$/;

type PhoneKind = 'mobile' | 'landline' | 'international';

/** What a written number is, or null when it is none of the accepted forms. */
export const phoneKind = (raw: string): PhoneKind | null => {
  if (raw.length > 40) return null;
  const trimmed = raw.trim();
  const extension = EXTENSION_RE.exec(trimmed);
  const main = extension ? trimmed.slice(0, extension.index) : trimmed;
  if (!PHONE_CHARS_RE.test(main)) return null;
  const digits = main.replace(/\D/g, '');
  if (main.startsWith('+')) {
    // +86 is the mainland: the same rules without the trunk 0 of landlines.
    if (digits.startsWith('86')) {
      const national = digits.slice(2);
      if (extension) return LANDLINE_RE.test(`0${national}`) ? 'international' : null;
      return MAINLAND_MOBILE_RE.test(national) || LANDLINE_RE.test(`0${national}`) || SERVICE_RE.test(national) ? 'international' : null;
    }
    return digits.length >= 7 && digits.length <= 15 && !digits.startsWith('0') ? 'international' : null;
  }
  if (LANDLINE_RE.test(digits) || (!extension && SERVICE_RE.test(digits))) return 'landline';
  if (!extension && MAINLAND_MOBILE_RE.test(digits)) return 'mobile';
  return null;
};

const checkPhone = (field: PhoneField, v: unknown): FieldError | null => {
  const kind = typeof v === 'string' ? phoneKind(v) : null;
  if (field.mobileOnly) return kind === 'mobile' || kind === 'international' ? null : err('mobile');
  return kind ? null : err('phone');
};

/**
 * Rules of a date against its bounds, today and another date of the record, on the days the
 * value may mean (a day is one; a partial date a range): a value is refused only when every
 * day of it breaks the rule, so a birth in 1923 is after a death in 1923-11 only if all of
 * 1923 is after all of November 1923 (never).
 */
const checkDateRules = (field: DateField, range: { first: string; last: string }, ctx: ValidationContext): FieldError | null => {
  if (field.min && range.last < field.min) return err('min_date', { min: field.min });
  if (field.max && range.first > field.max) return err('max_date', { max: field.max });
  if (field.notFuture && range.first > (ctx.today ?? localDay())) return err('not_future');
  if (field.after && ctx.record) {
    const stored = ctx.record[field.after];
    // A date-time's day, a day, or a partial date's canonical value.
    const other = typeof stored === 'string' && stored.length > 10 ? stored.slice(0, 10) : stored;
    const otherRange = partialDateRange(other);
    if (typeof other === 'string' && otherRange && range.last < otherRange.first) {
      const label = ctx.fields?.[field.after]?.label;
      return err('after_field', { field: label ?? field.after, date: other });
    }
  }
  return null;
};

/** A date field's value as the days it may mean, or null when it is not one of the field's forms. */
const dateRange = (field: DateField, v: unknown): { first: string; last: string } | null => {
  if (typeof v !== 'string') return null;
  if (field.partial) return partialDateRange(v);
  return v.length === 10 && isRealDate(v) ? { first: v, last: v } : null;
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isLeap = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar date YYYY-MM-DD that PostgreSQL accepts: years 1 to 9999, a real month and day. The one date check of both sides. */
export const isRealDate = (s: string): boolean => {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= DAYS_IN_MONTH[mo - 1] + (mo === 2 && isLeap(y) ? 1 : 0);
};

/** Chinese resident ID: 18 characters with the ISO 7064 MOD 11-2 check digit, or the older 15 digits. */
export const isValidIdNumber = (s: string): boolean => {
  if (/^\d{15}$/.test(s)) return true;
  if (!/^\d{17}[\dXx]$/.test(s)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const checks = '10X98765432';
  const sum = weights.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  const birth = `${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}`;
  return checks[sum % 11] === s[17].toUpperCase() && isRealDate(birth);
};

const checkNumberRange = (n: number, min?: number, max?: number): FieldError | null => {
  if (min !== undefined && n < min) return err('min_value', { min });
  if (max !== undefined && n > max) return err('max_value', { max });
  return null;
};

const decimalsOf = (n: number): number => {
  const s = String(n);
  if (s.includes('e-')) return Number(s.split('e-')[1]);
  return s.includes('.') ? s.split('.')[1].length : 0;
};

/** Parse a number the way both sides accept it: a finite number or a plain decimal string. */
export const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^-?\d{1,15}(\.\d+)?$/.test(v.trim())) return Number(v.trim());
  return null;
};

/** The most characters a text field holds: its `maxLength`, else 255 for a line and 20,000 for a long text. */
export const textMaxLength = (field: TextField | LongTextField): number => field.maxLength ?? (field.type === 'text' ? 255 : 20000);

/** Validate a non-empty value against its field. Exhaustive over field types. */
const validatePresent = (field: FieldDef, v: unknown, ctx: ValidationContext): FieldError | null => {
  switch (field.type) {
    case 'text':
    case 'longtext': {
      if (typeof v !== 'string') return err('type_text');
      if (v.includes('\u0000')) return err('type_text');
      if (field.type === 'text' && field.minLength !== undefined && v.length < field.minLength)
        return err('min_length', { min: field.minLength });
      const max = textMaxLength(field);
      if (v.length > max) return err('max_length', { max });
      if (field.type === 'text' && field.pattern && !new RegExp(field.pattern).test(v))
        return err('pattern', { pattern: field.pattern });
      return null;
    }
    case 'integer': {
      const n = toNumber(v);
      if (n === null || !Number.isSafeInteger(n)) return err('type_integer');
      return checkNumberRange(n, field.min, field.max ?? INT4_MAX) ?? checkNumberRange(n, INT4_MIN);
    }
    case 'decimal':
    case 'money': {
      const n = toNumber(v);
      if (n === null) return err('type_number');
      const scale = field.type === 'decimal' ? (field.scale ?? 2) : 2;
      if (decimalsOf(n) > scale) return err('decimals', { scale });
      return checkNumberRange(n, field.min, field.max ?? MONEY_MAX) ?? checkNumberRange(n, -MONEY_MAX);
    }
    case 'boolean':
      return typeof v === 'boolean' ? null : err('type_boolean');
    case 'date': {
      const range = dateRange(field, v);
      if (!range) return err(field.partial ? 'type_partial_date' : 'type_date');
      return checkDateRules(field, range, ctx);
    }
    case 'datetime':
      return typeof v === 'string' && v.length <= 40 && isRealDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))
        ? null
        : err('type_datetime');
    case 'enum':
      return typeof v === 'string' && field.values.some((e) => e.value === v)
        ? null
        : err('enum', { values: field.values.map((e) => e.value).join(', ') });
    case 'reference': {
      const n = toNumber(v);
      return n !== null && Number.isSafeInteger(n) && n > 0 && n <= INT4_MAX ? null : err('reference');
    }
    case 'image':
    case 'url':
      return typeof v === 'string' && v.length <= 2000 && URL_RE.test(v) ? null : err('url');
    case 'phone':
      return checkPhone(field, v);
    case 'idNumber':
      return typeof v === 'string' && isValidIdNumber(v) ? null : err('id_number');
    default: {
      const unknownType: never = field;
      throw new Error(`Unknown field type ${JSON.stringify(unknownType)}`);
    }
  }
};

/**
 * Validate one value; `required` is checked only when `checkRequired` (creates, or the field
 * is sent). With a context, the rules between fields are checked against its record.
 */
/** A row is imported history exactly when its import batch is set (docs/import.md). */
export const isImportedHistory = (record: Record<string, unknown> | undefined): boolean => !isEmpty(record?.import_batch_id);

/** Required of this record: a field `optionalInHistory` is not, on imported history (nothing is invented). */
export const isRequiredOf = (field: FieldDef, record?: Record<string, unknown>): boolean =>
  Boolean(field.required) && !(field.optionalInHistory && isImportedHistory(record));

export const validateField = (field: FieldDef, value: unknown, checkRequired = true, ctx: ValidationContext = {}): FieldError | null => {
  if (isEmpty(value)) return checkRequired && isRequiredOf(field, ctx.record) ? err('required') : null;
  return validatePresent(field, value, ctx);
};

/** Does this rule between fields involve one of the sent fields? */
const relationTouched = (field: FieldDef, name: string, sent: (n: string) => boolean): boolean =>
  field.type === 'date' && field.after !== undefined && (sent(name) || sent(field.after));

/**
 * The rules between fields of a record (`after`) whenever either field is sent, on the record
 * as it will be stored: `stored` (the row as it is, on an update) with `data` applied. The
 * error is on the field that carries the rule (the death, when the birth moves after it).
 */
export const validateRelations = (
  fields: Record<string, FieldDef>,
  data: Record<string, unknown>,
  stored: Record<string, unknown> = {},
  today?: string,
): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  const record = { ...stored, ...data };
  const sent = (n: string) => Object.prototype.hasOwnProperty.call(data, n);
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || field.hidden || !relationTouched(field, name, sent)) continue;
    const e = validateField(field, record[name], false, { record, fields, today });
    if (e?.key === 'after_field') errors[name] = e;
  }
  return errors;
};

/**
 * Validate a record being written. On create every required field must be present; on
 * update only the sent fields are checked. Rules between fields are checked against the
 * record sent; on an update the server checks them again against the stored row
 * (validateRelations). Returns field -> error.
 */
export const validateRecord = (
  fields: Record<string, FieldDef>,
  data: Record<string, unknown>,
  mode: 'create' | 'update',
  today?: string,
): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  const ctx: ValidationContext = { record: data, fields, today };
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || field.hidden) continue;
    const sent = Object.prototype.hasOwnProperty.call(data, name);
    if (!sent && mode === 'update') continue;
    const e = validateField(field, data[name], mode === 'create' || sent, ctx);
    if (e) errors[name] = e;
  }
  return errors;
};
