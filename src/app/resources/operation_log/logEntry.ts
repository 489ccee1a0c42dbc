/**
 * Reading an operation log row (src/server/oplog/record.ts): the record it is about (the
 * config resource of its table, the record's name from the stored row when it is there) and a
 * field-by-field comparison of the stored before and after rows, in the config's field order
 * with the config's labels. Pure: the views render it.
 */
import { resourceByTable } from '../../../config/access';
import type { FieldDef, Lang, ResourceDef, ResourcesConfig } from '../../../config/types';

type Stored = Record<string, unknown>;

/** The before/after columns hold the row as JSON text (or nothing: sign-ins, some account changes). */
export const parseStored = (v: unknown): Stored | null => {
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Stored;
  if (typeof v !== 'string' || v === '') return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : null;
  } catch {
    return null;
  }
};

export interface LogSubject {
  /** The config key of the table, when the config knows it. */
  key?: string;
  resource?: ResourceDef;
  rowId: number | null;
  /** The record's name (order number, plot code, person's name) as the stored row gives it. */
  name?: string;
}

const isBlank = (v: unknown): boolean => v === null || v === undefined || v === '';

export const logSubject = (log: Stored, config: ResourcesConfig): LogSubject => {
  const hit = typeof log.table_name === 'string' ? resourceByTable(log.table_name, config) : undefined;
  const rowId = isBlank(log.row_id) ? null : Number(log.row_id);
  if (!hit) return { rowId };
  const [key, resource] = hit;
  const stored = parseStored(log.after) ?? parseStored(log.before);
  const name = stored?.[resource.recordRepresentation];
  return { key, resource, rowId, name: isBlank(name) || resource.recordRepresentation === 'id' ? undefined : String(name) };
};

/**
 * A log entry named by what was done to which record, as its tab, breadcrumb and title say it:
 * "Update · Order O202611230001", "修改 · 订单 O202611230001"; a sign-in by the account's name
 * when the entry carries it. The record's id only when nothing names it ("Update · Plot 12").
 */
export const logEntryName = (log: Stored, config: ResourcesConfig, lang: Lang): string => {
  const logResource = resourceByTable('operation_log', config)?.[1];
  const actionField = logResource?.fields.action;
  const action = actionField?.type === 'enum' ? actionField.values.find((v) => v.value === log.action)?.label[lang] : undefined;
  const subject = logSubject(log, config);
  const kind = subject.resource ? (subject.resource.singular ?? subject.resource.label)[lang] : String(log.table_name ?? '');
  const user = log.user && typeof log.user === 'object' ? (log.user as Stored).nickname : undefined;
  const ownAccount = subject.rowId !== null && Number(log.user_id) === subject.rowId && !isBlank(user) ? String(user) : undefined;
  const name = subject.name ?? ownAccount ?? (subject.rowId === null ? '' : String(subject.rowId));
  return [action ?? String(log.action ?? ''), `${kind} ${name}`.trim()].filter((p) => p !== '').join(' · ');
};

/** Columns the server manages: noise in a comparison (every update bumps them). */
const SYSTEM = new Set(['id', 'version', 'created_at', 'updated_at', 'channel']);

interface DiffRow {
  name: string;
  /** The config's field, or undefined for a stored key the config does not declare (a print's document). */
  field?: FieldDef;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Equal as the database sees it: '12.50' and 12.5 are the same money, '' and null the same nothing. */
const sameStored = (a: unknown, b: unknown): boolean => {
  if (isBlank(a) && isBlank(b)) return true;
  if (isBlank(a) || isBlank(b)) return false;
  const na = typeof a === 'number' || typeof a === 'string' ? Number(a) : NaN;
  const nb = typeof b === 'number' || typeof b === 'string' ? Number(b) : NaN;
  if (!Number.isNaN(na) && !Number.isNaN(nb) && String(a).trim() !== '' && String(b).trim() !== '') return na === nb;
  return JSON.stringify(a) === JSON.stringify(b);
};

/**
 * One row per config field (hidden ones never: they never reach the log), then any other
 * stored key; system columns left out. A created record compares with nothing before, a
 * deleted one with nothing after; a field empty on both sides of those is left out.
 */
export const diffRows = (resource: ResourceDef | undefined, before: Stored | null, after: Stored | null): DiffRow[] => {
  const fields = Object.entries(resource?.fields ?? {}).filter(([, f]) => !f.hidden);
  const known = new Set(fields.map(([n]) => n));
  const extra = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !known.has(k) && !SYSTEM.has(k));
  const rows: DiffRow[] = [
    ...fields.map(([name, field]): DiffRow => ({ name, field, before: before?.[name], after: after?.[name], changed: false })),
    ...extra.map((name): DiffRow => ({ name, before: before?.[name], after: after?.[name], changed: false })),
  ].map((r) => ({ ...r, changed: !sameStored(r.before, r.after) }));
  const oneSided = before === null || after === null;
  return oneSided ? rows.filter((r) => !isBlank(r.before) || !isBlank(r.after)) : rows;
};
