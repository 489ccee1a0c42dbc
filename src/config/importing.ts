/**
 * Moving in from a spreadsheet: what both sides agree on. The browser reads the file, maps its
 * columns to fields and sends every row as text cells keyed by field name; the server reads
 * each cell the same way (cellValue), resolves references by code or name, validates with the
 * shared validators and writes all rows in one transaction or none. docs/import.md.
 */
import { writableFields } from './access';
import { readDate, type DateOrder } from './dateCells';
import type { FieldDef, ResourceDef } from './types';
import { validateField, type FieldError } from './validators';

export { DATE_ORDERS, detectDateOrder, type DateOrder } from './dateCells';

/** How the cells of one file are read: the order of its year-last dates (default year-month-day). */
export interface CellOptions {
  dateOrder?: DateOrder;
}

/** Most rows in one import: 5,000 plots go in one call with room to spare. */
export const MAX_IMPORT_ROWS = 10_000;
/** Largest import request, in bytes (the JSON of the mapped rows; a file may be larger). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/**
 * A burial register goes in as one request of up to 50,000 lines (one batch, written in chunks
 * on the server: docs/import.md, "Large files"), so its request may be this large.
 */
export const MAX_REGISTER_ROWS = 50_000;
export const MAX_REGISTER_BYTES = 40 * 1024 * 1024;
/**
 * The browser gives up on a check or an import only when the server has not answered its
 * progress for this long (POST /index/import/progress): while the server says the import is
 * running, the browser waits, however long it takes (docs/import.md, "Large files").
 */
export const IMPORT_TIMEOUT_MS = 300_000;
/** How often the browser asks for an import's progress. */
export const IMPORT_POLL_MS = 1_000;
/** A progressId: the browser's name for one check or import call. */
export const PROGRESS_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Longest file name a batch keeps. */
export const MAX_FILE_NAME = 200;

/** POST /index/import/check and /index/import/commit. */
export interface ImportRequest {
  /** The protocol's table name (or config key), or 'register' (src/rules/register.ts). */
  table: string;
  /** One object per row: field name -> the cell's text ('' = empty). */
  rows: Record<string, string>[];
  /** The file's row number of each row, for messages that name another row; defaults to index + 2 (header on row 1). */
  lines?: number[];
  /** How the file writes its dates (default 'ymd'). */
  dateOrder?: DateOrder;
  /** Create the areas, rows and plots the rows name that do not exist yet (the check lists them in `creates`). */
  createMissing?: boolean;
  /** The file's name, kept on the batch (at most MAX_FILE_NAME characters). */
  fileName?: string;
  /** The browser's name for this call (PROGRESS_ID), to follow it with POST /index/import/progress. */
  progressId?: string;
}

/**
 * POST /index/import/progress {progressId}: how far the caller's own check or import of that id
 * has gone (rows its chunks went through), and once finished its answer, as the call gave it.
 * `unknown`: no such call on this instance (not yet started, long finished, or another instance).
 */
export interface ImportProgress {
  state: 'running' | 'finished' | 'unknown';
  total: number;
  done: number;
  /** The finished call's HTTP status and body. */
  answer?: { http: number; body: { status: number; msg: string; data: unknown } };
}

/** What an import creates besides its rows (createMissing): per table, how many and a few names. */
export interface ImportCreate {
  table: string;
  count: number;
  examples: string[];
}

/** data.capacity of a row error that a plot's capacity refuses. */
export interface ImportCapacity {
  /** The plot's code. */
  plot: string;
  capacity: number;
  /** The deceased the file and the records put in it. */
  needed: number;
  /** The file's lines that go over the capacity. */
  lines: number[];
}

/** POST /index/import/undo {id}: 200 {removed: {table: n}}; 409 `import_undo_blocked` with ImportUndoBlocked. */
export interface ImportUndoRequest {
  id: number;
}
export interface ImportUndone {
  removed: Record<string, number>;
}
/** What keeps a batch from being undone: a record outside the batch that depends on one of its rows. */
export interface ImportUndoBlocked {
  code: 'import_undo_blocked';
  /** The dependent record's table and id. */
  table: string;
  id: number;
  /** In words, in the caller's language (a later payment on an imported order). */
  reason: string;
}

/** What is wrong with one row: messages per field, and one for the whole row when no field is to blame. */
export interface ImportRowError {
  /** Index in `rows`. */
  index: number;
  fields?: Record<string, string>;
  message?: string;
  /** A plot's capacity that the row goes over (the message names the plot and its capacity). */
  capacity?: ImportCapacity;
}

/** Answer of /check (data of a 200), and data of a refused /commit (422, code `import_invalid`). */
export interface ImportCheck {
  total: number;
  /** Rows that would be written. */
  valid: number;
  errors: ImportRowError[];
  /** What createMissing would create (empty without it, or when nothing is missing). */
  creates: ImportCreate[];
}

export interface ImportDone {
  created: number;
  /** Ids of the new rows, in file order (a register: the registrations). */
  ids: number[];
  /** The import_batch row of this import (undo: POST /index/import/undo {id: batchId}). */
  batchId: number;
  /** The transactions it went in (docs/import.md, "Large files"): one batch, in chunks. */
  chunks: number;
}

export { canImport } from './access';

/** The fields a column may be mapped to: exactly what a create form may write. */
export const importableFields = (resource: ResourceDef): [string, FieldDef][] =>
  writableFields(resource).map((name) => [name, resource.fields[name]] as [string, FieldDef]);

const TRUE_WORDS = ['true', 'yes', 'y', '1', '是', '有', '启用', '有效', 'sí', 'si', 'はい', '有効', 'enabled', 'on', '✓'];
const FALSE_WORDS = ['false', 'no', 'n', '0', '否', '无', '停用', '禁用', '无效', 'いいえ', '無効', 'disabled', 'off'];

/** Full-width digits and signs (common in Chinese spreadsheets) as ASCII. */
const halfWidth = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

const pad2 = (s: string): string => s.padStart(2, '0');

/** 2024-3-5, 2024/03/05, 2024.3.5, 2024年3月5日 and 20240305 as 2024-03-05 (a date-time's day); anything else unchanged. */
const normalDate = (s: string): string => {
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  return m ? `${m[1]}-${pad2(m[2])}-${pad2(m[3])}` : s;
};

/** A date with a time, the same separators accepted, as 2024-03-05T08:30:00 (local time). */
const normalDateTime = (s: string): string => {
  const m = /^(\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}日?)[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  return m ? `${normalDate(m[1])}T${pad2(m[2])}:${m[3]}:${m[4] ?? '00'}` : normalDate(s);
};

/** 12,000.50, ¥12000 and 12000元 as 12000.50; anything else unchanged (the validator says what is wrong). */
const normalNumber = (s: string): string => {
  const bare = s.replace(/^[¥￥$€]\s*/, '').replace(/\s*(元|圆|円)$/, '');
  return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare) ? bare.replace(/,/g, '') : bare;
};

/**
 * The value of a cell for its field, before validation: trimmed text, numbers without
 * grouping or currency, yes/no words in the four languages, dates in the usual spellings,
 * enum values by value or by label in any language. Dates in the file's order, Excel's date
 * numbers and Chinese forms (readDate in ./dateCells.ts); a partial field's months, years and
 * about-years as its canonical value. A cell that is no date stays text (checkCell says why).
 * Empty cells are undefined (the field's default applies). References stay text: the server
 * resolves them by code or name. Exhaustive over field types.
 */
export const cellValue = (field: FieldDef, cell: string, opts: CellOptions = {}): unknown => {
  const text = cell.trim();
  if (text === '') return undefined;
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'url':
    case 'image':
    case 'reference':
      return text;
    case 'longtext':
      return cell.replace(/^\s*\n|\s+$/g, '');
    case 'idNumber':
      return halfWidth(text).toUpperCase();
    case 'integer':
    case 'decimal':
    case 'money':
      return normalNumber(halfWidth(text));
    case 'boolean': {
      const word = halfWidth(text).toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      return text;
    }
    case 'date': {
      const read = readDate(text, opts.dateOrder ?? 'ymd', field.partial === true);
      return 'value' in read ? read.value : text;
    }
    case 'datetime':
      return normalDateTime(halfWidth(text));
    case 'enum': {
      const lower = text.toLowerCase();
      const hit =
        field.values.find((v) => v.value === text) ??
        field.values.find((v) => v.value.toLowerCase() === lower || Object.values(v.label).some((l) => l.toLowerCase() === lower));
      return hit ? hit.value : text;
    }
    default: {
      const unknownType: never = field;
      throw new Error(`Unknown field type ${JSON.stringify(unknownType)}`);
    }
  }
};

/**
 * Why a date cell cannot be read in the file's order (naming the accepted forms and the order),
 * or null for a readable, empty or non-date cell: the server's import reports it in place of
 * the validator's plainer "Invalid date", so both sides say the same.
 */
export const dateCellError = (field: FieldDef, cell: string | undefined, opts: CellOptions = {}): FieldError | null => {
  if (field.type !== 'date' || cell === undefined || cell.trim() === '') return null;
  const read = readDate(cell, opts.dateOrder ?? 'ymd', field.partial === true);
  return 'error' in read ? read.error : null;
};

/**
 * A cell checked on its own, as the preview does before the server sees it: the shared
 * validator on the cell's value; a date that cannot be read names the accepted forms and the
 * order (the server's import reports the same error for such a cell). A reference is only checked for presence here (the server
 * resolves the code or name).
 */
export const checkCell = (field: FieldDef, cell: string, opts: CellOptions = {}): FieldError | null => {
  // A cell that is no date says which forms are read, in which order.
  const unread = dateCellError(field, cell, opts);
  if (unread) return unread;
  const value = cellValue(field, cell, opts);
  // An empty cell takes the field's default on the server, as an untouched form input does.
  if (value === undefined && 'default' in field && field.default !== undefined) return null;
  if (field.type === 'reference') return value === undefined && field.required ? { key: 'required' } : null;
  return validateField(field, value, true);
};

/** A reference's tie to another reference of the same row: the target's `targetField` must equal the row's `field`. */
export interface ReferenceLink {
  field: string;
  targetField: string;
}

/**
 * The ties of each reference field of a resource: its `cascadeFrom`, and every other reference
 * of the row that its target also has (a plot's shelf has an area and a room, so a shelf
 * code names the plot's area and room too). The server narrows a name to the record under
 * the row's other references and fills an empty parent from the child; the preview does not
 * ask for a parent that a child will fill.
 */
export const referenceLinks = (resource: ResourceDef, config: Record<string, ResourceDef>): Record<string, ReferenceLink[]> => {
  const out: Record<string, ReferenceLink[]> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type !== 'reference') continue;
    const target = Object.hasOwn(config, field.resource) ? config[field.resource] : undefined;
    const links: ReferenceLink[] = field.cascadeFrom ? [{ field: field.cascadeFrom.field, targetField: field.cascadeFrom.targetField }] : [];
    for (const [other, otherField] of Object.entries(resource.fields)) {
      if (other === name || otherField.type !== 'reference' || links.some((l) => l.field === other)) continue;
      const mirror = target && Object.hasOwn(target.fields, other) ? target.fields[other] : undefined;
      if (mirror?.type === 'reference' && mirror.resource === otherField.resource) links.push({ field: other, targetField: other });
    }
    out[name] = links;
  }
  return out;
};

/**
 * The parents an import fills from a child when the row leaves them empty: for each such
 * reference field, the references of the row that carry it. Only parents of tables outside
 * any channel (a parent of a channel-scoped table is named by the caller and looked up in
 * the caller's channel, never taken on trust from a child).
 */
export const fillableParents = (resource: ResourceDef, config: Record<string, ResourceDef>): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const [child, links] of Object.entries(referenceLinks(resource, config))) {
    for (const { field } of links) {
      const parent = resource.fields[field];
      const target = parent?.type === 'reference' && Object.hasOwn(config, parent.resource) ? config[parent.resource] : undefined;
      if (target && !target.channelScoped) (out[field] ??= []).push(child);
    }
  }
  return out;
};
