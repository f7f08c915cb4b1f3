import { useTranslation } from '../../lib/i18n-react';
import type { KeysetPages } from './use-keyset-pages';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

const BUTTON =
  'rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Newest / newer / older for a keyset-paged log, and the range shown ('Showing 21 to 40 of 1,234 entries'; without
 * the total after a search, which is not counted, and with a hint when a stretch of the log held no match).
 */
export function KeysetPager({
  pages,
  shown,
  total,
  nextCursor,
  name,
}: {
  pages: KeysetPages;
  shown: number;
  total: number | null;
  nextCursor: string | null;
  /** Names the navigation for screen readers ('Audit trail pages'). */
  name: string;
}) {
  const { t, i18n } = useTranslation('admin-logs');
  const number = (value: number) => formatNumber(value, localeOf(i18n.language));
  // Nothing to show and nowhere to go: the table's empty state says it all.
  if (shown === 0 && pages.index === 0 && !nextCursor) return null;
  const from = pages.offset + 1;
  const to = pages.offset + shown;
  const range =
    shown === 0
      ? nextCursor
        ? t('pager.searchOn')
        : ''
      : total === null
        ? t('pager.range', { from: number(from), to: number(to) })
        : t('pager.count', { count: total, replace: { from: number(from), to: number(to), count: number(total) } });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 tabular" aria-live="polite">
        {range}
      </p>
      <nav aria-label={t('pager.label', { name })} className="flex gap-2">
        <button type="button" className={BUTTON} disabled={pages.index === 0} onClick={pages.reset}>
          {t('pager.newest')}
        </button>
        <button type="button" className={BUTTON} disabled={pages.index === 0} onClick={pages.newer}>
          {t('pager.newer')}
        </button>
        <button type="button" className={BUTTON} disabled={!nextCursor} onClick={() => nextCursor && pages.older(nextCursor, shown)}>
          {t('pager.older')}
        </button>
      </nav>
    </div>
  );
}
