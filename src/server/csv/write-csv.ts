import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the site: every export (admin resources, enquiries, users, logs, the portal's sales, stock and
 * price lists) is written here, so each neutralises formulas and reads the same in a spreadsheet.
 */

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return that some programs skip before
 * one) gets a leading apostrophe (CSV injection, OWASP): names, references and messages are typed by people and the
 * exports are opened by staff. A plain number (-12.5) is left as it is: it cannot run, and a spreadsheet must read it.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | boolean | null | undefined;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return safeCell(cell);
}

/**
 * CSV text: a byte-order mark (spreadsheet programs then read the six languages' accents as UTF-8), CRLF between
 * records (RFC 4180), quoting of commas, quotes and line breaks by csv-stringify, and every text cell through safeCell
 * (header included).
 */
export function writeCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `\uFEFF${stringify([header.map(safeCell), ...rows.map((row) => row.map(cellText))], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ })}`;
}
