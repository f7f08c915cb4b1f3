import { useEffect } from 'react';
import { lastPageOf, type OffsetPage } from '../../../shared/list/page';

/**
 * A page past the end (its last rows were taken or removed while the visitor looked, or an old link): the last page
 * instead, replacing the address so Back does not lead to the empty page again.
 */
export function usePageInRange<Row>(
  list: { setPage(page: number, options?: { replace?: boolean }): void },
  data: OffsetPage<Row> | undefined,
  stale: boolean,
) {
  const lastPage = data ? lastPageOf(data) : 1;
  const pastEnd = data !== undefined && !stale && data.rows.length === 0 && data.total > 0 && data.page > lastPage;
  useEffect(() => {
    if (pastEnd) list.setPage(lastPage, { replace: true });
  });
}
