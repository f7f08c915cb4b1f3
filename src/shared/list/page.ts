/**
 * One page of a list, in every face. Two kinds, told apart by `paging`:
 * - offset: numbered pages, with the number of matching rows (exact up to LIST_COUNT_CAP, then `capped`);
 * - keyset: "older/newer" from an opaque cursor, for tables that grow without bound (logs, serials), where a deep
 *   page must cost what the first costs. `total` is null when counting would read the whole table (a search).
 */
export interface OffsetPage<Row> {
  paging: 'offset';
  rows: Row[];
  total: number;
  capped: boolean;
  page: number;
  perPage: number;
}

export interface KeysetPage<Row> {
  paging: 'keyset';
  rows: Row[];
  total: number | null;
  /** Where the next (older) page starts; null on the last page. */
  nextCursor: string | null;
  perPage: number;
}

export type Page<Row> = OffsetPage<Row> | KeysetPage<Row>;

/** The last page number an offset page can show (1 for an empty list). */
export const lastPageOf = (page: Pick<OffsetPage<unknown>, 'total' | 'perPage'>) => Math.max(1, Math.ceil(page.total / page.perPage));
