import { useTranslation } from '../../lib/i18n-react';
import { Pagination } from '../ui/Pagination';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import type { OffsetPage } from '../../../shared/list/page';

/** What the pager needs of useListParams (a dialog's list in memory gives the same). */
interface ListPlace {
  setPage(page: number): void;
}

/** The one pager under every list: the SPEC pagination bar (numbered pages, "Showing 1 to 25 of 80 records"). */
export function ListPager<Row>({
  page,
  list,
  label,
  edgeNavigation,
  className,
}: {
  page: OffsetPage<Row>;
  list: ListPlace;
  /** Names the navigation for screen readers ('Users pages'). */
  label: string;
  edgeNavigation?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('ui');
  const number = (value: number) => formatNumber(value, localeOf(i18n.language));
  const from = (page.page - 1) * page.perPage + 1;
  // Past the cap the count would say 10,000: say "more than" instead.
  const capped = page.capped
    ? t('list.countCapped', { from: number(from), to: number(from + page.rows.length - 1), count: number(page.total) })
    : undefined;
  return (
    <Pagination
      page={page.page}
      total={page.total}
      perPage={page.perPage}
      onPageChange={list.setPage}
      label={label}
      edgeNavigation={edgeNavigation}
      className={className}
      countText={capped}
    />
  );
}
