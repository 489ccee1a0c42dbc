/**
 * Bulk plot creation from the map, the pure part: the form's defaults for a shelf (the code
 * prefix and the first free column follow the shelf's existing plots) and the request body of
 * POST /index/admin.tomb_burialslot/bulk_create (docs/operations.md).
 */
import type { AreaMap, MapShelf } from './types';
import type { BulkAnswer } from '../../protocol/contracts/plots';


export interface BulkForm {
  shelfId: number | '';
  prefix: string;
  from: string;
  to: string;
  pad: string;
  type: string;
  price: string;
  capacity: string;
}

/** What the server answers, preview or not. */
export type { BulkAnswer };

/** How many columns a new row gets by default: a usual shelf of the demo cemetery. */
const DEFAULT_COLUMNS = 10;

/** Plot codes are the shelf's code and the column (FS-01-02-07), like the existing ones. */
export const defaultsForShelf = (map: AreaMap, shelf: MapShelf | undefined, previous: BulkForm): BulkForm => {
  if (!shelf) return { ...previous, shelfId: '' };
  const columns = map.plots.filter((p) => p.shelf_id === shelf.id).map((p) => p.column_no);
  const first = columns.length > 0 ? Math.max(...columns) + 1 : 1;
  return { ...previous, shelfId: shelf.id, prefix: `${shelf.code}-`, from: String(first), to: String(first + DEFAULT_COLUMNS - 1) };
};

export const emptyBulkForm = (): BulkForm => ({ shelfId: '', prefix: '', from: '1', to: String(DEFAULT_COLUMNS), pad: '2', type: 'single', price: '', capacity: '4' });

const num = (s: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(s) ? Number(s) : s);

/** The body as typed; the server validates every field and answers with field errors. */
export const bulkBody = (form: BulkForm, preview: boolean): Record<string, unknown> => ({
  shelf_id: form.shelfId === '' ? 0 : form.shelfId,
  code_prefix: form.prefix.trim(),
  from: num(form.from),
  to: num(form.to),
  pad: num(form.pad),
  type: form.type,
  price: num(form.price),
  ...(form.type === 'family' ? { capacity: num(form.capacity) } : {}),
  preview,
});

/** A preview is good for the create button only while the form is unchanged since. */
export const sameForm = (a: BulkForm, b: BulkForm | undefined): boolean => b !== undefined && JSON.stringify(a) === JSON.stringify(b);
