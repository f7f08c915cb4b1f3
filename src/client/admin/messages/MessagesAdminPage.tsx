import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminMessagesResource } from '../../../shared/messages/collections/admin-messages';
import { DateText } from '../../components/ui/DateText';
import { PRIMARY } from '../../components/ui/format';
import { useTRPC } from '../../trpc';
import { ThreadStatus, ThreadSubject, ThreadUnreadCount } from '../../portal/messages/thread-cells';
import { ResourceListPage } from '../generic/ResourceListPage';
import { PartnerTabs } from './PartnerTabs';
import { MESSAGE_SEND_PATH, messageAdminPath } from './paths';

/** How many conversations hold a company's post the admin has not opened, whatever the list's own filters. */
function UnreadCount() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  // The collection's own list, filtered to the unread ones: its total is the figure (its shortest page, not shown).
  const unread = useQuery(trpc.admin.messages.list.queryOptions({ filters: { unread: true }, perPage: 10 }));
  return <ThreadUnreadCount total={unread.data?.total} text={(count) => t('messages.unreadCount', { count })} />;
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
          <PartnerTabs />
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
        subject: (row) => <ThreadSubject row={row} href={messageAdminPath(row.id)} weight="font-medium" />,
        lastPostAt: (row) => <DateText value={String(row.lastPostAt)} withTime />,
        unread: (row) => (
          <ThreadStatus row={row} labels={{ unread: t('messages.unread'), answered: t('messages.answered'), awaiting: t('messages.awaiting') }} />
        ),
      }}
    />
  );
}
