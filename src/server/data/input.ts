/**
 * A client's record for create/update, checked before any database work: only writable
 * fields (and the keys a table's hooks accept), validated with the same validators as the
 * browser forms, then converted to what the columns take.
 */
import { localDay } from '../../config/dates';
import type { Actor, FieldDef, ResourceDef } from '../../config/types';
import { SYSTEM_COLUMNS } from '../../config/types';
import { toNumber, validateRecord, type FieldError } from '../../config/validators';
import { ApiError, forbidden } from '../http/errors';
import type { Row } from '../hooks/registry';
import { echo, isPlainObject, malformed, unknownColumn } from '../query/refuse';
import { isRealDate } from '../query/values';

export type WriteMode = 'create' | 'update';

export interface WriteInput {
  /** Column values, validated and converted. */
  values: Row;
  /** Keys the table's hooks consume (not columns). */
  extras: Row;
}

const readOnlyField = (column: string): ApiError => new ApiError('read_only_field', 400, { column: echo(column) });

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

const hasFieldDefault = (field: FieldDef): boolean => 'default' in field && field.default !== undefined;

/** The config default as a value: 'today' and 'now' are resolved at the time of the write. */
const defaultValue = (field: FieldDef): unknown => {
  // 'today' is the server's calendar day (its TZ), as staff at the cemetery would say it.
  if (field.type === 'date') return localDay();
  if (field.type === 'datetime') return new Date().toISOString();
  return (field as { default?: unknown }).default;
};

/** Column form of a validated value. Stricter than the shared validators where Postgres is (years 1..9999). */
const convert = (field: FieldDef, v: unknown): { value?: unknown; error?: FieldError } => {
  if (isEmpty(v)) return { value: null };
  switch (field.type) {
    case 'integer':
    case 'reference':
    case 'money':
    case 'decimal':
      return { value: toNumber(v) };
    case 'date':
      return isRealDate(String(v)) ? { value: v } : { error: { key: 'type_date' } };
    case 'datetime': {
      const d = new Date(String(v));
      const year = d.getUTCFullYear();
      return year >= 1 && year <= 9999 ? { value: d.toISOString() } : { error: { key: 'type_datetime' } };
    }
    default:
      return { value: v };
  }
};

/**
 * Split and check the body's keys. System columns, read-only and hidden fields are refused
 * (`id` and `version` are the update's own keys and are taken out by the caller); `channel`
 * is accepted only when it is the caller's own.
 */
const pickKeys = (resource: ResourceDef, actor: Actor, body: Record<string, unknown>, accepted: Set<string>): WriteInput => {
  const values: Row = {};
  const extras: Row = {};
  for (const key of Object.keys(body)) {
    if (accepted.has(key)) {
      extras[key] = body[key];
      continue;
    }
    if (key === 'channel' && resource.channelScoped) {
      if (body[key] !== actor.channel) throw forbidden();
      continue;
    }
    if ((SYSTEM_COLUMNS as readonly string[]).includes(key) || key === 'channel') throw readOnlyField(key);
    const field = Object.hasOwn(resource.fields, key) ? resource.fields[key] : undefined;
    if (!field) throw unknownColumn(key);
    if (field.readOnly || field.hidden) throw readOnlyField(key);
    values[key] = body[key];
  }
  return { values, extras };
};

export const checkWriteInput = (
  resource: ResourceDef,
  actor: Actor,
  body: unknown,
  mode: WriteMode,
  accepted: Set<string>,
): WriteInput => {
  if (!isPlainObject(body)) throw malformed();
  const { values, extras } = pickKeys(resource, actor, body, accepted);
  if (mode === 'create')
    for (const [name, field] of Object.entries(resource.fields))
      if (!Object.hasOwn(values, name) && hasFieldDefault(field)) values[name] = defaultValue(field);
  const errors: Record<string, FieldError> = validateRecord(resource.fields, values, mode);
  const converted: Row = {};
  for (const [name, v] of Object.entries(values)) {
    if (errors[name]) continue;
    const { value, error } = convert(resource.fields[name], v);
    if (error) errors[name] = error;
    else converted[name] = value;
  }
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
  return { values: converted, extras };
};
