import { desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { KeysetPage } from '../../shared/list/page';
import { decodeListCursor, encodeListCursor, type ListCursor } from '../../shared/list/query';
import type { AppDeps } from '../deps';
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

/** Rows after `cursor` in (at ASC, id ASC) order: the same seek for lists read oldest (or smallest) first. */
export function newerThan(at: SQLiteColumn | SQL, id: SQLiteColumn, cursor: ListCursor): SQL {
  return sql`(${at} >= ${cursor.at} and (${at} > ${cursor.at} or ${id} > ${cursor.id}))`;
}

/** The complement of olderThan: rows at or before `cursor` in newest-first order (the window's own end included). */
export function notOlderThan(at: SQLiteColumn, id: SQLiteColumn, cursor: ListCursor): SQL {
  return sql`(${at} >= ${cursor.at} and (${at} > ${cursor.at} or ${id} >= ${cursor.id}))`;
}

/**
 * How many rows one search request looks through. A search matches text no index covers, so each request reads a
 * bounded stretch (newest first from the cursor) instead of the whole table: its cost stays the same at 100,000 rows
 * or ten million. A page may then hold fewer matches than fit, with "Older" going on further back.
 */
export const SEARCH_WINDOW = 5000;

/** A time column's value as the cursor's `at` (epoch milliseconds). */
export const epochOf = (value: unknown): number => (value instanceof Date ? value.getTime() : Number(value));

/**
 * The last row of the stretch a search reads: the SEARCH_WINDOW-th row from the cursor under the indexed filter, read
 * from the index alone (at plus the rowid), or null when fewer rows remain (the search reaches the end).
 */
export async function searchWindowEnd(
  deps: AppDeps,
  table: SQLiteTable,
  at: SQLiteColumn,
  id: SQLiteColumn,
  where: SQL | undefined,
): Promise<ListCursor | null> {
  const [row] = await deps.db
    .select({ at, id })
    .from(table)
    .where(where)
    .orderBy(desc(at), desc(id))
    .limit(1)
    .offset(SEARCH_WINDOW - 1);
  return row ? { at: epochOf(row.at), id: Number(row.id) } : null;
}

/** A search page that found fewer than a page of matches in a full window goes on after the window. */
export function continueSearch<Row>(page: KeysetPage<Row>, windowEnd: ListCursor | null): KeysetPage<Row> {
  return page.nextCursor === null && windowEnd ? { ...page, nextCursor: encodeListCursor(windowEnd) } : page;
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
