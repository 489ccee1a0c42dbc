/**
 * Which date order a file proves, and where: the order the file's date cells prove together
 * (the shared `detectDateOrder`), and the first line whose cell proves it alone (a day over 12),
 * so the screen can say "detected from line 7: 13/02/1923".
 */
import { detectDateOrder, type DateOrder } from '../../../config/importing';
import type { FieldDef } from '../../../config/types';
import type { Sheet } from './sheet';

export interface DateProof {
  order: DateOrder;
  /** The file's line and the cell that prove the order. */
  line: number;
  value: string;
}

/** The columns mapped to a date or datetime field. */
export const dateColumns = (mapping: readonly (string | null)[], fields: Record<string, FieldDef>): number[] =>
  mapping.flatMap((f, c) => (f && (fields[f]?.type === 'date' || fields[f]?.type === 'datetime') ? [c] : []));

export const findDateProof = (sheet: Sheet, columns: readonly number[]): DateProof | undefined => {
  if (columns.length === 0) return undefined;
  const cells = sheet.rows.flatMap((r) => columns.map((c) => (r[c] ?? '').trim()).filter((t) => t !== ''));
  const all = detectDateOrder(cells);
  if (!all.proven) return undefined;
  for (let i = 0; i < sheet.rows.length; i++)
    for (const c of columns) {
      const value = (sheet.rows[i][c] ?? '').trim();
      if (value === '') continue;
      const one = detectDateOrder([value]);
      if (one.proven && one.order === all.order) return { order: all.order, line: sheet.lines[i], value };
    }
  return undefined;
};
