import { useTranslation } from '../../lib/i18n-react';
import { useNewEnquiryCount } from './new-enquiries';

/** How often the menu looks for new enquiries while an admin works in the console. */
const POLL_MS = 60_000;

/**
 * The number of new enquiries beside the menu entry, so they are seen from any admin screen. Nothing shows at zero;
 * the link is spoken as "Enquiries, 3 new enquiries".
 */
export function NewCountBadge() {
  // Without suspending: the whole menu must not wait for this namespace.
  const { t, ready } = useTranslation('admin-enquiries', { useSuspense: false });
  const count = useNewEnquiryCount(POLL_MS);
  if (!count) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-volt-400 px-1.5 text-xs font-bold text-navy-950 tabular" data-testid="enquiries-new-badge">
      <span aria-hidden="true">{count}</span>
      {ready && <span className="sr-only">{`, ${t('menuBadge', { count })}`}</span>}
    </span>
  );
}
