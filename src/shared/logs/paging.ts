import { z } from 'zod';

/** Rows per page on every log screen. */
export const LOG_PER_PAGE = 20;

/**
 * Where the next page starts: the (created_at, id) of the last row shown. Log lists page by this key instead of an
 * offset, so a page deep in a table of 100,000 rows costs what the first page costs (an index seek, not a scan).
 */
export interface LogCursor {
  /** created_at in epoch milliseconds (0 for lists ordered by id alone). */
  at: number;
  id: number;
}

const CURSOR_PATTERN = /^([0-9a-z]{1,11})-([0-9a-z]{1,11})$/;

/** Opaque to clients: they only hand back what the server gave them. */
export function encodeCursor(cursor: LogCursor): string {
  return `${cursor.at.toString(36)}-${cursor.id.toString(36)}`;
}

/** The cursor, or null when the text is not one the server could have produced. */
export function decodeCursor(text: string): LogCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const at = Number.parseInt(match[1]!, 36);
  const id = Number.parseInt(match[2]!, 36);
  return Number.isSafeInteger(at) && Number.isSafeInteger(id) ? { at, id } : null;
}

export const CursorSchema = z.string().max(32).refine((text) => decodeCursor(text) !== null);

/** A free-text search: trimmed, short, and empty means none. */
export const LogSearchSchema = z.string().trim().max(100);

/**
 * One page of a log. `total` is the number of matching rows, or null for a search (counting the matches would read
 * the whole table; the screen then shows only the range and previous/next). `nextCursor` is null on the last page. A
 * search reads a bounded stretch of the log per request, so its page can hold fewer rows than fit (even none) and
 * still have a nextCursor that goes on further back.
 */
export interface LogPage<Row> {
  rows: Row[];
  total: number | null;
  nextCursor: string | null;
  perPage: number;
}
