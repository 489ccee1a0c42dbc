/**
 * The preview's own check, before the server sees the rows: every mapped cell through the
 * shared cell reading and validators (src/config/importing.ts), as the server will read it.
 * What needs the records (codes and names, values already taken, the tables' rules) is the
 * server's check; its answer replaces this one.
 */
import { checkCell, fillableParents, importableFields, type DateOrder } from '../../../config/importing';
import type { FieldDef, ResourceDef, ResourcesConfig } from '../../../config/types';
import type { FieldError } from '../../../config/validators';
import type { Sheet } from './sheet';

/** What is wrong with one row: a message per field, and one for the row when no field is to blame. */
export interface RowProblems {
  fields: Record<string, string>;
  message?: string;
}

export type Problems = Map<number, RowProblems>;

/** Field name -> column index, for the mapped columns. */
const columnsOf = (mapping: readonly (string | null)[]): Map<string, number> =>
  new Map(mapping.flatMap((f, c) => (f ? [[f, c] as [string, number]] : [])));

const hasDefault = (field: FieldDef): boolean => 'default' in field && field.default !== undefined;

/**
 * Required fields that no column gives: the import cannot go on until each has a column (or a
 * column of a child that fills it, as a row's code fills the plot's area and room).
 */
export const missingFields = (resource: ResourceDef, config: ResourcesConfig, mapping: readonly (string | null)[]): [string, FieldDef][] => {
  const columns = columnsOf(mapping);
  const fillers = fillableParents(resource, config);
  return importableFields(resource).filter(
    ([name, field]) => field.required && !hasDefault(field) && !columns.has(name) && !(fillers[name] ?? []).some((child) => columns.has(child)),
  );
};

export const checkRows = (
  sheet: Sheet,
  mapping: readonly (string | null)[],
  resource: ResourceDef,
  config: ResourcesConfig,
  message: (error: FieldError) => string,
  dateOrder: DateOrder = 'ymd',
): Problems => {
  const columns = [...columnsOf(mapping)];
  const fillers = fillableParents(resource, config);
  const at = new Map(columns);
  const problems: Problems = new Map();
  sheet.rows.forEach((cells, i) => {
    const fields: Record<string, string> = {};
    for (const [name, c] of columns) {
      const error = checkCell(resource.fields[name], cells[c] ?? '', { dateOrder });
      if (!error) continue;
      // A parent left empty is filled from its child's record on the server.
      const filled = error.key === 'required' && (fillers[name] ?? []).some((child) => at.has(child) && (cells[at.get(child)!] ?? '').trim() !== '');
      if (!filled) fields[name] = message(error);
    }
    if (Object.keys(fields).length > 0) problems.set(i, { fields });
  });
  return problems;
};

/** The server's answer (row index -> errors) in the same shape. */
export const serverProblems = (errors: readonly { index: number; fields?: Record<string, string>; message?: string }[]): Problems =>
  new Map(errors.map((e) => [e.index, { fields: e.fields ?? {}, message: e.message }]));

/**
 * The errors to show between a correction and the next check: the last check's, except on the
 * cells corrected since (and a row's own message once any of its cells changed), with the
 * preview's own check of the current cells on top. Edited cells are `${row}:${field}`.
 */
export const staleProblems = (server: Problems, local: Problems, edited: ReadonlySet<string>): Problems => {
  const out: Problems = new Map();
  for (const [i, p] of server) {
    const fields = Object.fromEntries(Object.entries(p.fields).filter(([f]) => !edited.has(`${i}:${f}`)));
    const rowEdited = [...edited].some((k) => k.startsWith(`${i}:`));
    const message = rowEdited ? undefined : p.message;
    if (Object.keys(fields).length > 0 || message) out.set(i, message ? { fields, message } : { fields });
  }
  for (const [i, p] of local) {
    const prev = out.get(i);
    out.set(i, prev?.message ? { fields: { ...prev.fields, ...p.fields }, message: prev.message } : { fields: { ...(prev?.fields ?? {}), ...p.fields } });
  }
  return out;
};
