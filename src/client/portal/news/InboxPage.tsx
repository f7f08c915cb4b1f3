import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { InboxListSchema } from '../../../shared/portal/messages.schema';
import type { ThreadRow } from '../../../shared/portal/messages.types';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { UnreadBadge } from './format';
import { MessageForm } from './MessageForm';
import { INBOX_PATH, threadPath } from './paths';
import { DateText } from '../../components/ui/DateText';

/**
 * /portal/inbox: the company's conversations with Voltara, newest activity first, the unread ones marked (a card each
 * on a phone); "unread only"; a new message to Voltara in a dialog.
 */
export default function InboxPage() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const list$ = useListParams(InboxListSchema);
  const { unread } = list$.value;
  const list = useQuery({ ...trpc.portal.inbox.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;
  const columns = ['subject', 'lastPost', 'posts', 'status'].map((key) => t(`inbox.columns.${key}`));
  const withCompany = data?.allCompanies === true;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={t('inbox.title')} path={INBOX_PATH} lead={t('inbox.lead')}>
        {data && !withCompany && <NewMessageDialog />}
      </PageHeader>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="unread-count">
          {data ? t('inbox.unreadCount', { count: data.unread }) : '\u00a0'}
        </p>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-navy-800" checked={unread} onChange={(event) => list$.set({ unread: event.target.checked })} data-testid="filter-unread" />
          {t('inbox.unreadOnly')}
        </label>
      </div>

      <div className="mt-4 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="inbox-empty">
            {unread ? t('inbox.noneUnread') : t('inbox.empty')}
          </p>
        ) : (
          <>
            <DataTable caption={t('inbox.caption')} columns={withCompany ? [columns[0]!, t('inbox.columns.company'), ...columns.slice(1)] : columns} testId="inbox-table">
              {data.rows.map((row) => (
                <ThreadLine key={row.id} row={row} withCompany={withCompany} />
              ))}
            </DataTable>
            <ListPager page={data} list={list$} label={t('inbox.pages')} />
          </>
        )}
      </div>
    </div>
  );
}

function ThreadLine({ row, withCompany }: { row: ThreadRow; withCompany: boolean }) {
  const { t } = useTranslation('portal-news');
  return (
    <DataRow data-testid="thread-row">
      <DataCell label={t('inbox.columns.subject')} primary>
        <Link href={threadPath(row.id)} className={`text-navy-800 underline-offset-2 hover:underline ${row.unread ? 'font-bold' : 'font-semibold'}`}>
          {row.subject}
          {row.unread && <span className="sr-only"> ({t('unread')})</span>}
        </Link>
      </DataCell>
      {withCompany && <DataCell label={t('inbox.columns.company')}>{row.companyName}</DataCell>}
      <DataCell label={t('inbox.columns.lastPost')}>
        <DateText withTime value={row.lastPostAt} />
      </DataCell>
      <DataCell label={t('inbox.columns.posts')}>
        <span className="tabular">{row.posts}</span>
      </DataCell>
      <DataCell label={t('inbox.columns.status')}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {row.unread && <UnreadBadge label={t('unread')} />}
          <span className="text-slate-700">{row.lastFromVoltara ? t('inbox.fromVoltara') : t('inbox.awaitingVoltara')}</span>
        </span>
      </DataCell>
    </DataRow>
  );
}

/** "New message": a subject and the text to Voltara; once sent, the new thread opens. */
function NewMessageDialog() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const start = useMutation(
    trpc.portal.inbox.start.mutationOptions({
      onSuccess: async (thread) => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.inbox.pathKey() });
        setOpen(false);
        navigate(threadPath(thread.id));
      },
    }),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          start.reset();
          setOpen(true);
        }}
        className="rounded bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-900"
        data-testid="new-message"
      >
        {t('inbox.new')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('inbox.newTitle')} description={t('inbox.newLead')} size="lg">
        <MessageForm
          withSubject
          testId="new-message-form"
          labels={{
            subject: t('form.subject'),
            body: t('form.body'),
            bodyHint: t('form.bodyHint'),
            submit: t('form.send'),
            sending: t('form.sending'),
            sent: t('form.sent'),
            failed: t('saveError'),
          }}
          pending={start.isPending}
          error={start.error}
          sent={false}
          onSend={(message) => start.mutate(message)}
        />
      </Dialog>
    </>
  );
}
