/**
 * Saved column mappings (the `import_mapping` resource): a file's columns, by their names, to
 * the fields of one resource, with the file's date order, kept as text JSON. A next file whose
 * columns are the same (in any order) gets it at once; any other file may still take it, each
 * column by its name.
 */
import type { FieldDef } from '../../../config/types';

/** The config key of saved mappings; `resource` names what they import into (a config key or 'register'). */
export const MAPPING_RESOURCE = 'import_mapping';

export interface SavedMapping {
  id: number;
  name: string;
  /** Column name in the file -> field name (null: not imported). */
  columns: Record<string, string | null>;
  /** The file's date order when it was saved (a DateOrder, checked by the caller). */
  dateOrder?: string;
}

/** The `mapping` text of a record. */
export const mappingText = (header: readonly string[], mapping: readonly (string | null)[], dateOrder?: string): string =>
  JSON.stringify({ columns: Object.fromEntries(header.map((h, c) => [h, mapping[c] ?? null])), ...(dateOrder ? { dateOrder } : {}) });

/** A stored record read back; undefined when its text is not a mapping (edited by hand, another version). */
export const readSaved = (record: { id: unknown; name?: unknown; mapping?: unknown }): SavedMapping | undefined => {
  if (typeof record.mapping !== 'string' || typeof record.name !== 'string') return undefined;
  try {
    const parsed = JSON.parse(record.mapping) as { columns?: unknown; dateOrder?: unknown };
    const columns = parsed.columns;
    if (typeof columns !== 'object' || columns === null || Array.isArray(columns)) return undefined;
    const clean = Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, typeof v === 'string' ? v : null]));
    return { id: Number(record.id), name: record.name, columns: clean, ...(typeof parsed.dateOrder === 'string' ? { dateOrder: parsed.dateOrder } : {}) };
  } catch {
    return undefined;
  }
};

/** The file has exactly the saved columns (in any order). */
export const sameColumns = (saved: SavedMapping, header: readonly string[]): boolean => {
  const names = Object.keys(saved.columns);
  return names.length === header.length && header.every((h) => Object.hasOwn(saved.columns, h));
};

/**
 * The mapping of a file from a saved one: each column to the field saved under its name, when
 * that field may still be imported and no column before took it; other columns not imported.
 */
export const applySaved = (saved: SavedMapping, header: readonly string[], fields: readonly [string, FieldDef][]): (string | null)[] => {
  const allowed = new Set(fields.map(([n]) => n));
  const taken = new Set<string>();
  return header.map((h) => {
    const f = Object.hasOwn(saved.columns, h) ? saved.columns[h] : null;
    if (!f || !allowed.has(f) || taken.has(f)) return null;
    taken.add(f);
    return f;
  });
};
