import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { useTRPC } from '../../trpc';
import { useFormat } from '../../lib/use-format';
import { ROW_LINK } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';
import { StateBadge } from '../../components/ui/StateBadge';
import { ENQUIRY_STATUS_BADGES } from '../../components/ui/state-looks';

/** How many the panel shows: the newest of the inbox collection's smallest page (all but spam, newest first). */
const LATEST_ENQUIRIES = 5;
const FIRST_PAGE = { perPage: 10 } as const;

/** The dashboard's "latest enquiries": the five newest, each with its kind, sender, status and a link to it. */
export function LatestEnquiries() {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const latest = useQuery(trpc.admin.enquiries.list.queryOptions(FIRST_PAGE));
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="latest-enquiries-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-enquiries-heading" className="text-lg font-semibold text-navy-900">
          {t('latest.title')}
        </h2>
        <Link href="/admin/enquiries" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
          {t('latest.viewAll')}
        </Link>
      </div>
      <Loaded query={latest} isEmpty={(page) => page.rows.length === 0} empty={t('latest.empty')}>
        {(page) => (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm" data-testid="latest-enquiries">
            {page.rows.slice(0, LATEST_ENQUIRIES).map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
                <time dateTime={String(row.createdAt)} className="tabular text-slate-600">
                  {dateTime(String(row.createdAt))}
                </time>
                <span className="text-slate-700">{t(`kinds.${String(row.kind)}`, { defaultValue: String(row.kind) })}</span>
                <Link href={`/admin/enquiries/${row.id}`} className={ROW_LINK}>
                  {String(row.name)}
                </Link>
                {row.company ? <span className="text-slate-600">{String(row.company)}</span> : null}
                <span className="ml-auto">
                  <StateBadge of={ENQUIRY_STATUS_BADGES} state={row.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
