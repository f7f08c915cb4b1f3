import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { PortalAnnouncementListSchema } from '../../../shared/portal/announcements.schema';
import type { PortalAnnouncementRow } from '../../../shared/portal/announcements.types';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../ui/PageHeader';
import { UnreadBadge } from './format';
import { announcementPath, ANNOUNCEMENTS_PATH } from './paths';
import { DateText } from '../../components/ui/DateText';

/**
 * /portal/announcements: the announcements aimed at the reader (their role, company and country), newest first, the
 * unread ones marked; "unread only" and "mark all as read". The filter and page live in the address.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list$ = useListParams(PortalAnnouncementListSchema);
  const { unread } = list$.value;
  const list = useQuery({ ...trpc.portal.announcements.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const markAll = useMutation(
    trpc.portal.announcements.markAllRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.portal.announcements.pathKey() }),
    }),
  );
  const data = list.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={t('announcements.title')} path={ANNOUNCEMENTS_PATH} lead={t('announcements.lead')}>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || !data || data.unread === 0}
          className="rounded bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-900 disabled:opacity-50"
          data-testid="mark-all-read"
        >
          {markAll.isPending ? t('announcements.marking') : t('announcements.markAll')}
        </button>
      </PageHeader>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="unread-count">
          {data ? t('announcements.unreadCount', { count: data.unread }) : '\u00a0'}
        </p>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-navy-800" checked={unread} onChange={(event) => list$.set({ unread: event.target.checked })} data-testid="filter-unread" />
          {t('announcements.unreadOnly')}
        </label>
      </div>
      {markAll.isSuccess && (
        <div className="mt-4">
          <Alert tone="success">{t('announcements.allRead')}</Alert>
        </div>
      )}
      {markAll.isError && (
        <div className="mt-4">
          <Alert tone="error">{t('saveError')}</Alert>
        </div>
      )}

      <div className="mt-4 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="announcements-empty">
            {unread ? t('announcements.noneUnread') : t('announcements.empty')}
          </p>
        ) : (
          <>
            <ul className="space-y-3" aria-label={t('announcements.title')} data-testid="announcements-list">
              {data.rows.map((row) => (
                <AnnouncementItem key={row.id} row={row} />
              ))}
            </ul>
            <ListPager page={data} list={list$} label={t('announcements.pages')} />
          </>
        )}
      </div>
    </div>
  );
}

function AnnouncementItem({ row }: { row: PortalAnnouncementRow }) {
  const { t } = useTranslation('portal-news');
  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${row.read ? 'border-slate-200' : 'border-l-4 border-amber-500'}`}
      data-testid="announcement-row"
      data-read={row.read ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <DateText withTime value={row.publishedAt} />
        {!row.read && <UnreadBadge label={t('unread')} />}
      </div>
      <h2 className={`mt-1 text-lg text-navy-900 ${row.read ? 'font-semibold' : 'font-bold'}`}>
        <Link href={announcementPath(row.id)} className="underline-offset-2 hover:underline">
          {row.title}
          {!row.read && <span className="sr-only"> ({t('unread')})</span>}
        </Link>
      </h2>
      {row.excerpt && <p className="mt-1 text-slate-700">{row.excerpt}</p>}
    </li>
  );
}
