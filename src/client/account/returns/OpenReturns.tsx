import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { useTRPC } from '../../trpc';
import { openReturns } from './open-returns';
import { returnPath, RETURNS_PATH } from './paths';
import { returnRowOf } from './return-row';
import { LINK } from '../../components/ui/format';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * The account overview's "Open returns": each return still under way with its status and a link. Nothing at all when
 * there are none (or the list is loading or failed): the overview is not the place to say so.
 */
export function OpenReturns() {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  // The newest hundred (the collection's list, newest first) cover every return still open: a customer has a handful.
  const list = useQuery(trpc.account.returns.list.queryOptions({ perPage: 100 }));
  const open = openReturns((list.data?.rows ?? []).flatMap((row) => returnRowOf(row) ?? []));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="overview-returns" className="mt-10" data-testid="open-returns">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="overview-returns" className="text-2xl font-bold text-navy-900">
          {t('open.title')}
        </h2>
        <Link href={RETURNS_PATH} className={LINK}>
          {t('open.all')}
        </Link>
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {open.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="flex min-w-0 flex-col">
              <Link href={returnPath(entry.id)} className="font-semibold text-navy-800 tabular underline-offset-2 hover:underline">
                {entry.rmaNumber}
              </Link>
              <span className="text-sm break-words text-slate-600">
                {t(`bookingTypes.${entry.bookingType}`)} · {entry.items.join(', ')}
              </span>
            </span>
            <StateBadge of={RETURN_STATUS_BADGES} state={entry.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
