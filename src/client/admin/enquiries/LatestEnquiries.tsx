import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { useTRPC } from '../../trpc';
import { StatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { ROW_LINK } from '../../components/ui/format';

/** The dashboard's "latest enquiries": the five newest, each with its kind, sender, status and a link to it. */
export function LatestEnquiries() {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const latest = useQuery(trpc.admin.enquiries.latest.queryOptions());
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="latest-enquiries-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-enquiries-heading" className="text-lg font-semibold text-navy-900">
          {t('latest.title')}
        </h2>
        <Link href="/admin/enquiries" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
          {t('latest.viewAll')}
        </Link>
      </div>
      {!latest.data ? null : latest.data.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('latest.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm" data-testid="latest-enquiries">
          {latest.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5">
              <time dateTime={row.createdAt} className="tabular text-slate-600">
                {dateTime(row.createdAt)}
              </time>
              <span className="text-slate-700">{t(`kinds.${row.kind}`, { defaultValue: row.kind })}</span>
              <Link href={`/admin/enquiries/${row.id}`} className={ROW_LINK}>
                {row.name}
              </Link>
              {row.company && <span className="text-slate-600">{row.company}</span>}
              <span className="ml-auto">
                <StatusBadge status={row.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
