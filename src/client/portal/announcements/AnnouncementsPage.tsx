import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { portalAnnouncementsResource } from '../../../shared/announcements/collections/portal-announcements';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { DateText } from '../../components/ui/DateText';
import { useTRPC } from '../../trpc';
import { UnreadBadge } from '../ui/UnreadBadge';
import { announcementPath } from './paths';

/**
 * /portal/announcements: the portalAnnouncements collection in the generic list: the announcements aimed at the
 * reader (their role, company and country), newest first, the unread ones marked; search by title; "unread only";
 * pages; all kept in the address, cards on a phone. "Mark all as read" is the workflow beside it (decision 0075).
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The collection's own list, filtered to the unread ones: its total is the figure, whatever the list's own filters.
  const unread = useQuery(trpc.portal.announcements.list.queryOptions({ filters: { unread: true }, perPage: 10 }));
  const markAll = useMutation(
    trpc.portal.announcements.markAllRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.portal.announcements.pathKey() }),
    }),
  );
  const total = unread.data?.total;
  return (
    <ResourceListPage
      def={portalAnnouncementsResource}
      actions={
        <Button onClick={() => markAll.mutate()} pending={markAll.isPending} pendingLabel={t('announcements.marking')} disabled={!total} data-testid="mark-all-read">
          {t('announcements.markAll')}
        </Button>
      }
      above={
        <>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="unread-count">
            {total === undefined ? '\u00a0' : t('announcements.unreadCount', { count: total })}
          </p>
          {markAll.isSuccess && <Alert tone="success">{t('announcements.allRead')}</Alert>}
          {markAll.isError && <Alert tone="error">{t('saveError')}</Alert>}
        </>
      }
      cells={{
        title: (row) => <AnnouncementTitle row={row} unreadLabel={t('unread')} />,
        publishFrom: (row) => <DateText withTime value={String(row.publishFrom)} />,
        unread: (row) => (row.unread ? <UnreadBadge label={t('unread')} /> : <span className="text-slate-700">{t('announcements.read')}</span>),
      }}
    />
  );
}

/** The title linking to the announcement, bold while unread (said in words to a screen reader too), the excerpt under it. */
function AnnouncementTitle({ row, unreadLabel }: { row: ResourceRow; unreadLabel: string }) {
  const unread = Boolean(row.unread);
  return (
    <span className="inline-flex min-w-0 flex-col gap-0.5">
      <Link
        href={announcementPath(Number(row.id))}
        className={`break-words text-navy-800 underline-offset-2 hover:underline ${unread ? 'font-bold' : 'font-semibold'}`}
        data-testid="announcement-link"
        data-read={unread ? 'false' : 'true'}
      >
        {String(row.title)}
        {unread && <span className="sr-only"> ({unreadLabel})</span>}
      </Link>
      {typeof row.excerpt === 'string' && row.excerpt !== '' && <span className="break-words text-sm font-normal text-slate-600">{row.excerpt}</span>}
    </span>
  );
}
