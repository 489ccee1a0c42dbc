/**
 * A spreadsheet as the import screen holds it: the header row, the data rows as text cells,
 * and each row's number in the file (for messages and the errors file). Both readers (CSV and
 * XLSX) produce a grid of raw cells; this turns it into text the way a person reads the cells.
 */

/** A cell as the readers give it: text (CSV), or text, number, boolean and date (XLSX). */
export type RawCell = string | number | boolean | Date | null | undefined;

export interface Sheet {
  fileName: string;
  header: string[];
  rows: string[][];
  /** The file's row number of each row (the header's is before the first). */
  lines: number[];
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Excel keeps dates and times without a zone; the reader gives them as UTC instants, so their
 * UTC parts are the cell's digits. A whole day is a date; anything else a date and a time.
 */
const dateText = (d: Date): string => {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const h = d.getUTCHours();
  const m = d.getUTCMinutes();
  const s = d.getUTCSeconds();
  return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
};

const cellText = (v: RawCell): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return dateText(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return v;
};

const isBlank = (row: readonly string[]): boolean => row.every((c) => c.trim() === '');

/**
 * The first non-blank row names the columns; blank rows after it are skipped (their numbers
 * are kept by the others); a column without a name and without data is dropped.
 */
export const toSheet = (fileName: string, grid: readonly (readonly RawCell[])[]): Sheet => {
  const text = grid.map((r) => r.map(cellText));
  const headerAt = text.findIndex((r) => !isBlank(r));
  if (headerAt < 0) return { fileName, header: [], rows: [], lines: [] };
  const body = text.slice(headerAt + 1).map((r, i) => ({ cells: r, line: headerAt + i + 2 })).filter((r) => !isBlank(r.cells));
  const width = Math.max(text[headerAt].length, ...body.map((r) => r.cells.length));
  const keep = Array.from({ length: width }, (_, c) => (text[headerAt][c] ?? '').trim() !== '' || body.some((r) => (r.cells[c] ?? '').trim() !== ''));
  const columns = keep.flatMap((k, c) => (k ? [c] : []));
  return {
    fileName,
    header: columns.map((c) => (text[headerAt][c] ?? '').trim()),
    rows: body.map((r) => columns.map((c) => r.cells[c] ?? '')),
    lines: body.map((r) => r.line),
  };
};
