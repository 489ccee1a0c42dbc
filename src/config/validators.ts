/**
 * One validator per field type, run by the browser forms and by the server before any write.
 * A validator returns null or a translatable error: a message key under `validation.` and
 * its parameters (see src/config/messages/validation.ts).
 */
import type { FieldDef } from './types';

export interface FieldError {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

export const VALIDATION_KEYS = [
  'required',
  'type_text',
  'type_integer',
  'type_number',
  'type_boolean',
  'type_date',
  'type_datetime',
  'min_length',
  'max_length',
  'pattern',
  'min_value',
  'max_value',
  'decimals',
  'enum',
  'reference',
  'url',
  'phone',
  'id_number',
  'min_date',
  'max_date',
  'discount_limit',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const err = (key: ValidationKey, params?: FieldError['params']): FieldError => ({ key, params });

const PHONE_RE = /^\+?[0-9][0-9 ()-]{4,19}$/;
const URL_RE = /^(https?:\/\/[^\s<>"']+|\/[^\s<>"']*|data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+)$/;
/** Largest amount the money columns hold: numeric(14,2). */
export const MONEY_MAX = 999_999_999_999.99;

/** No value: what every "required" check and every optional field treat as absent. */
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

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

/** Validate a non-empty value against its field. Exhaustive over field types. */
const validatePresent = (field: FieldDef, v: unknown): FieldError | null => {
  switch (field.type) {
    case 'text':
    case 'longtext': {
      if (typeof v !== 'string') return err('type_text');
      if (v.includes('\u0000')) return err('type_text');
      if (field.type === 'text' && field.minLength !== undefined && v.length < field.minLength)
        return err('min_length', { min: field.minLength });
      const max = field.maxLength ?? (field.type === 'text' ? 255 : 20000);
      if (v.length > max) return err('max_length', { max });
      if (field.type === 'text' && field.pattern && !new RegExp(field.pattern).test(v))
        return err('pattern', { pattern: field.pattern });
      return null;
    }
    case 'integer': {
      const n = toNumber(v);
      if (n === null || !Number.isSafeInteger(n)) return err('type_integer');
      return checkNumberRange(n, field.min, field.max ?? 2_147_483_647) ?? checkNumberRange(n, -2_147_483_648);
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
      if (typeof v !== 'string' || !isRealDate(v.slice(0, 10)) || v.length > 10) return err('type_date');
      if (field.min && v < field.min) return err('min_date', { min: field.min });
      if (field.max && v > field.max) return err('max_date', { max: field.max });
      return null;
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
      return n !== null && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? null : err('reference');
    }
    case 'image':
    case 'url':
      return typeof v === 'string' && v.length <= 2000 && URL_RE.test(v) ? null : err('url');
    case 'phone':
      return typeof v === 'string' && PHONE_RE.test(v) && v.replace(/\D/g, '').length >= 5 ? null : err('phone');
    case 'idNumber':
      return typeof v === 'string' && isValidIdNumber(v) ? null : err('id_number');
    default: {
      const unknownType: never = field;
      throw new Error(`Unknown field type ${JSON.stringify(unknownType)}`);
    }
  }
};

/** Validate one value; `required` is checked only when `checkRequired` (creates, or the field is sent). */
export const validateField = (field: FieldDef, value: unknown, checkRequired = true): FieldError | null => {
  if (isEmpty(value)) return checkRequired && field.required ? err('required') : null;
  return validatePresent(field, value);
};

/**
 * Validate a record being written. On create every required field must be present; on
 * update only the sent fields are checked. Returns field -> error.
 */
export const validateRecord = (
  fields: Record<string, FieldDef>,
  data: Record<string, unknown>,
  mode: 'create' | 'update',
): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || field.hidden) continue;
    const sent = Object.prototype.hasOwnProperty.call(data, name);
    if (!sent && mode === 'update') continue;
    const e = validateField(field, data[name], mode === 'create' || sent);
    if (e) errors[name] = e;
  }
  return errors;
};
