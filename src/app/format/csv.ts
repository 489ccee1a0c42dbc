/**
 * The one CSV writer of the browser (list exports, the tables behind the charts): RFC 4180
 * quoting, CRLF line ends and a UTF-8 byte order mark, which is what makes Excel read Chinese
 * text correctly when the file is opened. Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR: CSV injection) is written with a leading apostrophe.
 */

export type Cell = string | number | null | undefined;

export interface Table {
  header: string[];
  rows: Cell[][];
}

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula, made plain with a leading apostrophe. Every text
 * cell is treated so (even "-5" or "+1" typed into a remark); amounts are written as numbers
 * (a Cell of type number), which are never touched.
 */
const neutraliseFormula = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** Quote when the cell has a comma, quote, CR or LF; a leading formula character is defused for spreadsheets. */
export const csvCell = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string') s = neutraliseFormula(s);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (table: Table): string =>
  BOM + [table.header, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Save the table as a file through a temporary link (no server round trip: the data is already here). */
export const downloadCsv = (filename: string, table: Table): void => {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
