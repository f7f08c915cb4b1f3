import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { InboxListQuerySchema } from '../../../shared/enquiries/inbox.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { InboxFilters } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { exportHref } from './export-href';

/** /admin/enquiries: every enquiry of the public forms, newest first, filtered and searched, 25 a page. */
export function EnquiriesPage() {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const list$ = useListParams(InboxListQuerySchema);
  const list = useQuery({ ...trpc.admin.enquiries.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const newCount = useQuery(trpc.admin.enquiries.newCount.queryOptions());

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
            {t('list.title')}
            {newCount.data ? (
              <span className="rounded-full bg-volt-400 px-2.5 py-0.5 text-sm font-bold text-navy-950 tabular" data-testid="enquiries-new-count">
                {t('list.newCount', { count: newCount.data })}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 text-slate-600">{t('list.description')}</p>
        </div>
        <a
          href={exportHref(list$.value)}
          download
          title={t('list.exportHint')}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.export')}
        </a>
      </div>
      <InboxFilters list={list$} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('list.error')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{list$.filtered ? t('list.noMatches') : t('list.empty')}</p>
      ) : (
        <InboxTable rows={list.data.rows} busy={list.isFetching} />
      )}
      {list.data && list.data.total > 0 && (
        <ListPager page={list.data} list={list$} label={t('list.pagesLabel')} />
      )}
    </div>
  );
}
