import { useTranslation } from '../../lib/i18n-react';
import { Pagination } from '../ui/Pagination';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import type { Page } from '../../../shared/list/page';

/** What the pager needs of useListParams (a dialog's list in memory gives the same). */
interface ListPlace {
  setPage(page: number): void;
  trail: readonly string[];
  older(cursor: string): void;
  newer(): void;
  newest(): void;
}

const BUTTON =
  'rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The one pager under every list. Offset pages get the SPEC pagination bar (numbered pages, "Showing 1 to 25 of 80
 * records"); keyset pages (logs, serials) get Newest / Newer / Older and the range shown.
 */
export function ListPager<Row>({
  page,
  list,
  label,
  edgeNavigation,
  className,
}: {
  page: Page<Row>;
  list: ListPlace;
  /** Names the navigation for screen readers ('Users pages'). */
  label: string;
  edgeNavigation?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('ui');
  if (page.paging === 'offset') {
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
  return <KeysetBar page={page} list={list} label={label} className={className} />;
}

function KeysetBar<Row>({
  page,
  list,
  label,
  className = '',
}: {
  page: Extract<Page<Row>, { paging: 'keyset' }>;
  list: ListPlace;
  label: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('ui');
  const number = (value: number) => formatNumber(value, localeOf(i18n.language));
  const index = list.trail.length;
  const shown = page.rows.length;
  // Nothing to show and nowhere to go: the table's empty state says it all.
  if (shown === 0 && index === 0 && !page.nextCursor) return null;
  // Pages before this one were full, except in a search (total unknown), whose pages read a stretch each: there the
  // page number is what can be said truthfully.
  const from = index * page.perPage + 1;
  const to = index * page.perPage + shown;
  const range =
    shown === 0
      ? page.nextCursor
        ? t('list.searchOn')
        : ''
      : page.total === null
        ? index === 0
          ? t('list.range', { from: number(from), to: number(to) })
          : t('pagination.page', { page: number(index + 1) })
        : t('pagination.count', { count: page.total, replace: { from: number(from), to: number(to), count: number(page.total) } });
  return (
    <div className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <p className="text-sm text-slate-600 tabular" aria-live="polite">
        {range}
      </p>
      <nav aria-label={label} className="flex gap-2">
        <button type="button" className={BUTTON} disabled={index === 0} onClick={list.newest}>
          {t('list.newest')}
        </button>
        <button type="button" className={BUTTON} disabled={index === 0} onClick={list.newer}>
          {t('list.newer')}
        </button>
        <button type="button" className={BUTTON} disabled={!page.nextCursor} onClick={() => page.nextCursor && list.older(page.nextCursor)}>
          {t('list.older')}
        </button>
      </nav>
    </div>
  );
}
