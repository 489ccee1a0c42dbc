/**
 * Read a chosen file into a Sheet. The parsers load only when a file of their kind is read:
 * papaparse for CSV, read-excel-file for XLSX (its `universal` build: no web worker, which the
 * server's Content-Security-Policy would refuse from a blob URL). docs/import.md says why these.
 */
import { toSheet, type RawCell, type Sheet } from './sheet';

type SpreadsheetKind = 'csv' | 'xlsx';

export const kindOf = (fileName: string): SpreadsheetKind | undefined => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return undefined;
};

/**
 * Text of a CSV file: UTF-8 (with or without the byte-order mark Excel writes), else GB18030,
 * the encoding of CSV files saved by Excel and older systems on Chinese Windows.
 */
export const decodeCsv = (bytes: ArrayBuffer): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
};

const readCsv = async (file: File): Promise<RawCell[][]> => {
  const { default: Papa } = await import('papaparse');
  const text = decodeCsv(await file.arrayBuffer()).replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // Only a broken quote is worth stopping for; papaparse's delimiter guess on a one-column file is not.
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new Error(`${fatal.message} (${fatal.row ?? 0})`);
  return parsed.data;
};

const readXlsx = async (file: File): Promise<RawCell[][]> => {
  const { readSheet } = await import('read-excel-file/universal');
  return (await readSheet(file)) as RawCell[][];
};

export const readSpreadsheet = async (file: File): Promise<Sheet> => {
  const kind = kindOf(file.name);
  const grid = kind === 'xlsx' ? await readXlsx(file) : await readCsv(file);
  return toSheet(file.name, grid);
};
