import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { Spinner } from '../../components/ui/Spinner';
import { usePageDescription } from '../../lib/usePageDescription';
import { useTRPC } from '../../trpc';
import { InboxFilters } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { exportHref, hasFilters, readInboxState, writeInboxState, type InboxState } from './list-params';

/** /admin/enquiries: every enquiry of the public forms, newest first, filtered and searched, 25 a page. */
export function EnquiriesPage() {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  usePageDescription(t('list.description'));
  const [params, setParams] = useSearchParams();
  const state = readInboxState(params);
  const setState = (next: InboxState) => setParams(writeInboxState(next));
  const list = useQuery({ ...trpc.admin.enquiries.list.queryOptions(state), placeholderData: keepPreviousData });
  const newCount = useQuery(trpc.admin.enquiries.newCount.queryOptions());
  const { page: _page, ...filter } = state;

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
          href={exportHref(filter)}
          download
          title={t('list.exportHint')}
          className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('list.export')}
        </a>
      </div>
      <InboxFilters state={state} onChange={setState} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('list.error')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{hasFilters(state) ? t('list.noMatches') : t('list.empty')}</p>
      ) : (
        <InboxTable rows={list.data.rows} busy={list.isFetching} />
      )}
      {list.data && list.data.total > 0 && (
        <Pagination
          page={list.data.page}
          total={list.data.total}
          perPage={list.data.perPage}
          onPageChange={(page) => setState({ ...state, page })}
          label={t('list.pagesLabel')}
        />
      )}
    </div>
  );
}
