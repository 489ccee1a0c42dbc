/**
 * The errors of a preview as a CSV file: one line per field error (and per row message), with
 * the file's row number, the field, the file's column and the value as it was. The values are
 * what the file said; the one CSV writer (src/app/format/csv.ts) makes a cell a spreadsheet
 * would run as a formula plain text.
 */
import { toCsv } from '../../format/csv';
import type { Problems } from './checkRows';
import type { Sheet } from './sheet';

interface ErrorsCsvLabels {
  header: [row: string, field: string, column: string, value: string, error: string];
  /** The field's label in the current language. */
  fieldLabel: (name: string) => string;
}

export const errorsCsv = (sheet: Sheet, mapping: readonly (string | null)[], problems: Problems, labels: ErrorsCsvLabels): string => {
  const lines: string[][] = [];
  for (const [i, p] of [...problems.entries()].sort(([a], [b]) => a - b)) {
    const line = String(sheet.lines[i] ?? i + 2);
    for (const [name, message] of Object.entries(p.fields)) {
      const c = mapping.indexOf(name);
      lines.push([line, labels.fieldLabel(name), c >= 0 ? sheet.header[c] : '', c >= 0 ? (sheet.rows[i][c] ?? '') : '', message]);
    }
    if (p.message) lines.push([line, '', '', '', p.message]);
  }
  return toCsv({ header: [...labels.header], rows: lines });
};

/** A template: the importable fields' labels as the header row, which the screen maps back by itself. */
export const templateCsv = (labels: readonly string[]): string => toCsv({ header: [...labels], rows: [] });
