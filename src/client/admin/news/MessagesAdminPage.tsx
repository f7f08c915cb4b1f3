import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminMessagesResource } from '../../../shared/resources/news/admin-messages';
import type { ResourceRow } from '../../../shared/resources/types';
import { DateText } from '../../components/ui/DateText';
import { PRIMARY } from '../../components/ui/format';
import { useTRPC } from '../../trpc';
import { ResourceListPage } from '../generic/ResourceListPage';
import { NewsTabs } from './NewsNav';
import { MESSAGE_SEND_PATH, messageAdminPath } from './paths';

/** How many conversations hold a company's post the admin has not opened, whatever the list's own filters. */
function UnreadCount() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  // The collection's own list, filtered to the unread ones: its total is the figure (its shortest page, not shown).
  const unread = useQuery(trpc.admin.messages.list.queryOptions({ filters: { unread: true }, perPage: 10 }));
  return (
    <p className="text-sm text-slate-700" aria-live="polite" data-testid="unread-count">
      {unread.data ? t('messages.unreadCount', { count: unread.data.total }) : '\u00a0'}
    </p>
  );
}

/** The subject, bold while the company wrote something the admin has not read. */
function Subject({ row }: { row: ResourceRow }) {
  return (
    <Link href={messageAdminPath(row.id)} className={`break-words text-navy-800 underline-offset-2 hover:underline ${row.unread ? 'font-bold' : 'font-medium'}`}>
      {String(row.subject)}
    </Link>
  );
}

/** "Unread" while there is something new, and who is to answer: Voltara wrote last, or the company waits. */
function Status({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-news');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {Boolean(row.unread) && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">{t('messages.unread')}</span>
      )}
      <span className="text-slate-700">{row.lastFromVoltara ? t('messages.answered') : t('messages.awaiting')}</span>
    </span>
  );
}

/**
 * /admin/distributors/messages: the adminMessages collection in the generic list: every company's conversations with
 * Voltara, newest activity first; search by subject or company; company and unread filters; sortable subject and last
 * message; pages; all kept in the address, cards on a phone. Each row opens its thread; "Send a message" starts one.
 */
export function MessagesAdminPage() {
  const { t } = useTranslation('admin-news');
  return (
    <ResourceListPage
      def={adminMessagesResource}
      above={
        <>
          <NewsTabs />
          <UnreadCount />
        </>
      }
      actions={
        <Link href={MESSAGE_SEND_PATH} className={PRIMARY}>
          <span aria-hidden="true">+ </span>
          {t('messages.send')}
        </Link>
      }
      cells={{
        subject: (row) => <Subject row={row} />,
        lastPostAt: (row) => <DateText value={String(row.lastPostAt)} withTime />,
        unread: (row) => <Status row={row} />,
      }}
    />
  );
}
