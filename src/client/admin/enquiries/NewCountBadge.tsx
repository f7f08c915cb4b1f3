import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';

/** How often the menu looks for new enquiries while an admin works in the console. */
const POLL_MS = 60_000;

/**
 * The number of new enquiries beside the menu entry, so they are seen from any admin screen. Nothing shows at zero;
 * the link is spoken as "Enquiries, 3 new enquiries".
 */
export function NewCountBadge() {
  // Without suspending: the whole menu must not wait for this namespace.
  const { t, ready } = useTranslation('admin-enquiries', { useSuspense: false });
  const trpc = useTRPC();
  const count = useQuery({ ...trpc.admin.enquiries.newCount.queryOptions(), refetchInterval: POLL_MS, staleTime: POLL_MS / 2 });
  if (!count.data) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-volt-400 px-1.5 text-xs font-bold text-navy-950 tabular" data-testid="enquiries-new-badge">
      <span aria-hidden="true">{count.data}</span>
      {ready && <span className="sr-only">{`, ${t('menuBadge', { count: count.data })}`}</span>}
    </span>
  );
}
