/**
 * One page of a list, in every face: numbered pages, with the number of matching rows (exact up to LIST_COUNT_CAP,
 * then `capped`). `paging` names the kind on the wire (once one of two; the keyset kind went with decision 0077).
 */
export interface OffsetPage<Row> {
  paging: 'offset';
  rows: Row[];
  total: number;
  capped: boolean;
  page: number;
  perPage: number;
}

