import { useTranslation } from '../../../lib/i18n-react';
import { OUTLINE } from './format';

/**
 * "Previous" and "Next page" under a keyset-paged list (see keyset.ts): there is no page count to show, only
 * whether there is more. Hidden entirely on a single page.
 */
export function KeysetPager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  busy = false,
}: {
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('admin-service');
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <button type="button" className={OUTLINE} disabled={!hasPrevious || busy} onClick={onPrevious}>
        <span aria-hidden="true">← </span>
        {t('paging.previous')}
      </button>
      <button type="button" className={OUTLINE} disabled={!hasNext || busy} onClick={onNext}>
        {t('paging.next')}
        <span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}
