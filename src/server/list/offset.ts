import { sql, type SQLWrapper } from 'drizzle-orm';
import type { OffsetPage } from '../../shared/list/page';
import { LIST_COUNT_CAP } from '../../shared/list/query';
import type { AppDeps } from '../deps';

/** A select of the matching rows (any columns, joins and where), not yet limited: what `countMatches` counts. */
export interface MatchingSelect {
  limit(limit: number): SQLWrapper;
}

export interface MatchCount {
  total: number;
  /** More rows match than LIST_COUNT_CAP; `total` stops there. */
  capped: boolean;
}

/**
 * The number of matching rows, exact up to LIST_COUNT_CAP: count(*) over the matches limited to one past the cap, so a
 * search over a huge table never counts every match.
 */
export async function countMatches(deps: AppDeps, matches: MatchingSelect): Promise<MatchCount> {
  const [row] = await deps.db.all<{ n: number }>(sql`select count(*) as n from ${matches.limit(LIST_COUNT_CAP + 1)}`);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, LIST_COUNT_CAP), capped: n > LIST_COUNT_CAP };
}

/** A count that needs no query: a list already in memory, or one whose size the caller knows. */
export const exactCount = (n: number): MatchCount => ({ total: Math.min(n, LIST_COUNT_CAP), capped: n > LIST_COUNT_CAP });

/**
 * The page to read: a page past the last shows the last one (a stale ?page= link, or a delete that emptied the last
 * page, still lands on rows). A capped count does not know its last page, so the page is taken as asked.
 */
export function pageWithin(count: MatchCount, page: number, perPage: number): number {
  if (count.capped) return Math.max(1, page);
  const last = Math.max(1, Math.ceil(count.total / perPage));
  return Math.min(Math.max(1, page), last);
}

export interface OffsetRequest {
  page: number;
  perPage: number;
}

/** Where the rows of `request` start. */
export const offsetOf = (request: OffsetRequest): number => (Math.max(1, request.page) - 1) * request.perPage;

/**
 * One numbered page: the count (`count`, usually `countMatches`) and the asked page's rows (`read(limit, offset)`) are
 * read side by side; only when the asked page lies past the last is the last page read instead. Every offset list of
 * every face goes through here.
 */
export async function offsetPage<Row>(
  request: OffsetRequest,
  count: MatchCount | Promise<MatchCount>,
  read: (limit: number, offset: number) => Promise<Row[]>,
): Promise<OffsetPage<Row>> {
  const [counted, asked] = await Promise.all([count, read(request.perPage, offsetOf(request))]);
  const page = pageWithin(counted, request.page, request.perPage);
  const rows = page === request.page || counted.total === 0 ? asked : await read(request.perPage, offsetOf({ page, perPage: request.perPage }));
  return { paging: 'offset', rows, total: counted.total, capped: counted.capped, page, perPage: request.perPage };
}

/** The same page with each row turned into what the screen shows. */
export function mapPage<In, Out>(page: OffsetPage<In>, map: (row: In) => Out): OffsetPage<Out> {
  return { ...page, rows: page.rows.map(map) };
}

/** An empty first page (a search that cannot match anything, a filter the actor may not use). */
export const emptyOffsetPage = <Row>(perPage: number): OffsetPage<Row> => ({
  paging: 'offset',
  rows: [],
  total: 0,
  capped: false,
  page: 1,
  perPage,
});

