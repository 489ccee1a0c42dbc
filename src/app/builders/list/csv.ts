/** RFC 4180 CSV, with a byte-order mark so spreadsheet programs read Chinese text as UTF-8. */
const cell = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * A cell a spreadsheet program would run as a formula (=, +, -, @, a tab or a carriage return
 * first), made plain text with a leading apostrophe: for files that carry what users typed.
 */
export const neutraliseFormula = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `\ufeff${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
