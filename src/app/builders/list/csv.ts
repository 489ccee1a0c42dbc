/** RFC 4180 CSV, with a byte-order mark so spreadsheet programs read Chinese text as UTF-8. */
const cell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\ufeff${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
