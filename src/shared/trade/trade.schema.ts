import { z } from 'zod';
import { PRICELIST_CURRENCIES } from '../content/enums';
import { isIsoDay } from '../format/iso-days';

/**
 * What sales, stock and price lists share (issue 12): money in minor units, ISO dates, model codes folded for
 * lookups, the CSV import's size limits and its row-by-row report.
 */

/** A CSV import holds at most this many data rows (one request, validated as a whole, written in one batch). */
export const TRADE_IMPORT_MAX_ROWS = 5000;
/** The most text an import may send (about 5,000 rows of a few columns). */
export const TRADE_IMPORT_MAX_CHARS = 1_000_000;
/** The most rows a CSV download holds. */
export const TRADE_EXPORT_MAX_ROWS = 20_000;
/** Quantities a form or a file may give (stock, a sale, a quantity break). */
export const TRADE_MAX_QUANTITY = 1_000_000;
/** Prices in minor units: up to 10 million in the currency. */
export const TRADE_MAX_MINOR = 1_000_000_000;

export const TRADE_CURRENCIES = PRICELIST_CURRENCIES;
export type TradeCurrency = (typeof TRADE_CURRENCIES)[number];

/** A model code as lookups compare it: upper case without spaces or dashes ("vh 15", "VH-15" and "vh15" are one). */
export function modelKeyOf(code: string): string {
  return code.normalize('NFKC').toUpperCase().replace(/[\s\-\u2010-\u2015]/g, '');
}

/** "1234.5", "1234,50" or "1 234.50" in a form or a file → minor units (123450), or null when it is no amount. */
export function parseMoney(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0']/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= TRADE_MAX_MINOR ? minor : null;
}

/** Minor units as a plain decimal for files ("1234.50"): no grouping, a dot, two decimals. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const isoDate = () => z.string().trim().refine(isIsoDay, { message: 'msg:invalid' });
export const quantity = (min = 0) => z.number().int().min(min).max(TRADE_MAX_QUANTITY);
export const minorAmount = () => z.number().int().min(0).max(TRADE_MAX_MINOR);
export const modelCode = () => z.string().trim().min(1).max(40);
export const recordId = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An admin (who has no company) names the company a portal write is for; a member's own company is always used. */
export const forCompany = () => recordId().optional();

/** A CSV import: the file's text. */
export const CsvImportSchema = z.object({ csv: z.string().min(1).max(TRADE_IMPORT_MAX_CHARS), companyId: forCompany() });

/** Why a row of an import was refused (the server words it in the request's language). */
export const IMPORT_PROBLEMS = [
  'header',
  'required',
  'tooLong',
  'unknownSerial',
  'unknownModel',
  'serialSold',
  'duplicateSerial',
  'duplicateReference',
  'duplicateRow',
  'date',
  'futureDate',
  'quantity',
  'price',
  'currency',
  'email',
  'tier',
  'serialQuantity',
  'quotes',
  'tooManyRows',
  'empty',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

export interface ImportRowError {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  /** The column the problem is in (its header name), or '' for the row or the file. */
  column: string;
  problem: ImportProblem;
  message: string;
}

/**
 * An import's outcome. Every row is checked first; when any is refused nothing is written (`written` 0) and every
 * refusal is listed. Otherwise all rows are written in one batch.
 */
export interface ImportReport {
  /** Data rows read from the file. */
  rows: number;
  written: number;
  errors: ImportRowError[];
  /**
   * Rows recorded by an earlier import (a sales import is idempotent on the partner's reference, issue 27): reported,
   * never written again. Imports without such a key leave it out.
   */
  skipped?: ImportSkippedRow[];
}

/** A row an import skipped because its key (a sale's reference) is already recorded. */
export interface ImportSkippedRow {
  line: number;
  reference: string;
  /** Why, in the request's language (also when the recorded sale differs from the row). */
  message: string;
  /** The recorded sale's details differ from the row's: correct that sale on the list if the file is right. */
  differs: boolean;
}

/** A file for the browser to save: CSV as text, PDF as base64. */
export interface DownloadFile {
  filename: string;
  mime: string;
  /** 'text' for CSV, 'base64' for binary files. */
  encoding: 'text' | 'base64';
  content: string;
}
