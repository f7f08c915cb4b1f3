import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { AdminThreadListSchema } from '../../../shared/portal/messages.schema';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { INPUT, LABEL, LINK, PRIMARY } from '../../components/ui/format';
import { NewsHeader } from './NewsNav';
import { MESSAGE_SEND_PATH, messageAdminPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/**
 * /admin/distributors/messages: every company's threads with Voltara, newest activity first; filtered by company and
 * by unread (a company's post the admin has not opened yet).
 */
export function MessagesAdminPage() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const list$ = useListParams(AdminThreadListSchema);
  const { companyId, unread } = list$.value;
  const companies = useQuery(trpc.admin.messages.companies.queryOptions());
  const list = useQuery({ ...trpc.admin.messages.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const { number } = useFormat();
  const columns = ['subject', 'company', 'lastPost', 'posts', 'status'].map((key) => t(`messages.columns.${key}`));

  return (
    <div className="space-y-5">
      <NewsHeader
        title={t('messages.title')}
        description={t('messages.description')}
        actions={
          <Link href={MESSAGE_SEND_PATH} className={PRIMARY}>
            <span aria-hidden="true">+ </span>
            {t('messages.send')}
          </Link>
        }
      />
      <form role="search" aria-label={t('messages.filters')} className="flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()}>
        <div className="min-w-64 space-y-1">
          <label htmlFor="messages-company" className={LABEL}>
            {t('messages.company')}
          </label>
          <select id="messages-company" className={INPUT} value={companyId ?? ''} onChange={(event) => list$.set({ companyId: Number(event.target.value) || undefined })}>
            <option value="">{t('messages.allCompanies')}</option>
            {companies.data?.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-navy-800" checked={unread} onChange={(event) => list$.set({ unread: event.target.checked })} data-testid="filter-unread" />
          {t('messages.unreadOnly')}
        </label>
        {list.data && <p className="pb-2 text-sm text-slate-700">{t('messages.unreadCount', { count: list.data.unread })}</p>}
      </form>
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{companyId || unread ? t('messages.noMatch') : t('messages.empty')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('messages.caption')} columns={columns} busy={list.isFetching} testId="messages-table">
            {list.data.rows.map((row) => (
              <DataRow key={row.id} data-testid="message-admin-row">
                <DataCell>
                  <Link href={messageAdminPath(row.id)} className={`${LINK} ${row.unread ? 'font-bold' : ''}`}>
                    {row.subject}
                  </Link>
                </DataCell>
                <DataCell>{row.companyName}</DataCell>
                <DataCell>
                  <DateText value={row.lastPostAt} withTime />
                </DataCell>
                <DataCell className="tabular">{number(row.posts)}</DataCell>
                <DataCell>
                  <span className="inline-flex flex-wrap items-center gap-2">
                    {row.unread && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">{t('messages.unread')}</span>
                    )}
                    <span className="text-slate-700">{row.lastFromVoltara ? t('messages.answered') : t('messages.awaiting')}</span>
                  </span>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
          <ListPager page={list.data} list={list$} label={t('messages.pages')} />
        </>
      )}
    </div>
  );
}
