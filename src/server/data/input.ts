/**
 * A client's record for create/update, checked before any database work: only writable
 * fields (and the keys a table's hooks accept), validated with the same validators as the
 * browser forms, then converted to what the columns take.
 */
import type { Actor, FieldDef, ResourceDef } from '../../config/types';
import { SYSTEM_COLUMNS } from '../../config/types';
import { type FieldError, isEmpty, isRealDate, toNumber, validateRecord } from '../../config/validators';
import { ApiError, forbidden } from '../http/errors';
import type { Row } from '../hooks/registry';
import { echo, isPlainObject, malformed, unknownColumn } from '../query/refuse';
import { unreachable } from '../../config/exhaustive';
import { dayOf } from '../clock/clock';
import { VALUE_KIND } from '../../config/valueKinds';
import { trimInput } from '../../config/textInput';
import { isPartialField, precisionColumn, splitPartialDate } from '../db/partialDates';

type WriteMode = 'create' | 'update';

export interface WriteInput {
  /** Column values, validated and converted. */
  values: Row;
  /** Keys the table's hooks consume (not columns). */
  extras: Row;
  /**
   * Fields an update leaves empty that only imported history may lack (optionalInHistory): the
   * update checks them against the stored row (src/server/data/update.ts).
   */
  historyOnly?: string[];
}

const readOnlyField = (column: string): ApiError => new ApiError('read_only_field', 400, { column: echo(column) });


const hasFieldDefault = (field: FieldDef): boolean => 'default' in field && field.default !== undefined;

/** The config default as a value: 'today' (the server's calendar day) and 'now' are the app clock's at the time of the write. */
const defaultValue = (field: FieldDef, now: Date): unknown => {
  if (field.type === 'date') return dayOf(now);
  if (field.type === 'datetime') return now.toISOString();
  return (field as { default?: unknown }).default;
};

/** Column form of a validated value. Stricter than the shared validators where Postgres is (years 1..9999). */
const convert = (field: FieldDef, v: unknown): { value?: unknown; error?: FieldError } => {
  if (isEmpty(v)) return { value: null };
  const kind = VALUE_KIND[field.type];
  switch (kind) {
    case 'integer':
    case 'number':
      return { value: toNumber(v) };
    case 'date':
      return isRealDate(String(v)) ? { value: v } : { error: { key: 'type_date' } };
    case 'datetime': {
      const d = new Date(String(v));
      const year = d.getUTCFullYear();
      return year >= 1 && year <= 9999 ? { value: d.toISOString() } : { error: { key: 'type_datetime' } };
    }
    case 'boolean':
    case 'text':
      return { value: v };
    default:
      return unreachable(kind);
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
    values[key] = trimInput(field, body[key]);
  }
  return { values, extras };
};

export const checkWriteInput = (
  resource: ResourceDef,
  actor: Actor,
  body: unknown,
  mode: WriteMode,
  accepted: Set<string>,
  /** The app clock's now: the time of 'today' and 'now' defaults, and the today a date may not be after. */
  now: Date,
): WriteInput => {
  if (!isPlainObject(body)) throw malformed();
  const { values, extras } = pickKeys(resource, actor, body, accepted);
  if (mode === 'create')
    for (const [name, field] of Object.entries(resource.fields))
      if (!Object.hasOwn(values, name) && hasFieldDefault(field)) values[name] = defaultValue(field, now);
  const errors: Record<string, FieldError> = validateRecord(resource.fields, values, mode, dayOf(now));
  // An edit of imported history may keep an applicant it never had; whether the row is history is known once it is read.
  const historyOnly = mode === 'update' ? Object.keys(errors).filter((name) => errors[name].key === 'required' && resource.fields[name].optionalInHistory) : [];
  for (const name of historyOnly) delete errors[name];
  const converted: Row = {};
  for (const [name, v] of Object.entries(values)) {
    if (errors[name]) continue;
    const field = resource.fields[name];
    if (isPartialField(field)) {
      // Its earliest day in the date column, how much the register knew beside it.
      const { day, precision } = splitPartialDate(v);
      converted[name] = day;
      converted[precisionColumn(name)] = precision;
      continue;
    }
    const { value, error } = convert(field, v);
    if (error) errors[name] = error;
    else converted[name] = value;
  }
  if (Object.keys(errors).length > 0) throw new ApiError('validation', 422, undefined, errors);
  return { values: converted, extras, ...(historyOnly.length > 0 ? { historyOnly } : {}) };
};
