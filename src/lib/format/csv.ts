/**
 * CSV text for spreadsheets (RFC 4180 quoting), opened by Excel as UTF-8 thanks to the BOM.
 */

/** Excel reads a file without this byte order mark as the local code page and garbles Chinese. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number;

/** A plain decimal number such as `-12.50`: safe as is, and kept a number for the spreadsheet. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab or carriage
 * return that some programs skip) gets a leading apostrophe, so it shows as text instead.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, then one CRLF-terminated line per row. */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
