import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { KeysetPage } from '../../shared/list/page';
import { decodeListCursor, encodeListCursor, type ListCursor } from '../../shared/list/query';
import { validationError } from '../errors';

/**
 * The position a keyset page starts after, from the client's `cursor` (undefined: the first page). The query schemas
 * already refuse a cursor the server could not have produced; this is the second line for callers that skip them, so
 * a forged cursor is a 422, never a 500.
 */
export function cursorPosition(cursor: string | undefined | null): ListCursor | null {
  if (!cursor) return null;
  const position = decodeListCursor(cursor);
  if (!position) throw validationError({ cursor: ['This page no longer exists; start again from the first page.'] });
  return position;
}

/**
 * Rows after `cursor` in (at DESC, id DESC) order. Written as `at <= t AND (at < t OR id < i)` so SQLite seeks the
 * `at` index to t (a secondary index also holds the rowid, i.e. the id) and reads on from there: a page deep in the
 * table costs what the first page costs.
 */
export function olderThan(at: SQLiteColumn | SQL, id: SQLiteColumn, cursor: ListCursor): SQL {
  return sql`(${at} <= ${cursor.at} and (${at} < ${cursor.at} or ${id} < ${cursor.id}))`;
}

/** How many rows a keyset page reads: one more than it shows, to know whether a next page exists. */
export const keysetReadLimit = (perPage: number): number => perPage + 1;

/**
 * One keyset page from rows read `keysetReadLimit(perPage)` long: the extra row only tells that a next page exists; the cursor is
 * the (at, id) of the last row shown. Every keyset list of every face goes through here.
 */
export function keysetPage<Read extends { id: number }, Row>(
  read: Read[],
  perPage: number,
  total: number | null,
  at: (row: Read) => number,
  map: (row: Read) => Row,
): KeysetPage<Row> {
  const shown = read.slice(0, perPage);
  const last = shown[shown.length - 1];
  return {
    paging: 'keyset',
    rows: shown.map(map),
    total,
    nextCursor: read.length > perPage && last ? encodeListCursor({ at: at(last), id: last.id }) : null,
    perPage,
  };
}
