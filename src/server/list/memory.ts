import type { OffsetPage } from '../../shared/list/page';
import { exactCount, pageWithin } from './offset';

/**
 * One page of a list already in memory (the public catalogue's cached lists of a language), with the same rule as the
 * database lists: a page past the last shows the last one, so a stale ?page= link still lands on content.
 */
export function pageInMemory<Row>(items: readonly Row[], page: number, perPage: number): OffsetPage<Row> {
  const count = exactCount(items.length);
  const current = pageWithin(count, page, perPage);
  return {
    paging: 'offset',
    rows: items.slice((current - 1) * perPage, current * perPage),
    total: count.total,
    capped: count.capped,
    page: current,
    perPage,
  };
}
