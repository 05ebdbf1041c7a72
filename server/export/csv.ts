/**
 * CSV as spreadsheets read it (RFC 4180): cells joined by commas, lines ended by CRLF, a cell with a
 * comma, a quote or a line break quoted with its quotes doubled. A cell that a spreadsheet would
 * take for a formula (it begins with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed
 * with `'`, so that a name such as `=HYPERLINK(…)` typed by a diver shows as text and never runs.
 */

/** The media type of an export. */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** Opens the file, so that spreadsheets read it as UTF-8 rather than the system's code page. */
export const BOM = '\uFEFF';

/** What a cell may hold: empty when null or undefined. */
export type CellValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, made safe for a spreadsheet and quoted when RFC 4180 requires it. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, CRLF included. */
export function csvLine(cells: readonly CellValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
