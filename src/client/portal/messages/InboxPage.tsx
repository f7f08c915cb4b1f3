import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { portalInboxResource } from '../../../shared/messages/collections/portal-inbox';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { DateText } from '../../components/ui/DateText';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { MessageForm } from './MessageForm';
import { threadPath } from './paths';
import { ThreadStatus, ThreadSubject, ThreadUnreadCount } from './thread-cells';

/** How many conversations hold something the reader has not read, whatever the list's own filters. */
function UnreadCount() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  // The collection's own list, filtered to the unread ones: its total is the figure (the dashboard reads it the same way).
  const unread = useQuery(trpc.portal.inbox.list.queryOptions({ filters: { unread: true }, perPage: 10 }));
  return <ThreadUnreadCount total={unread.data?.total} text={(count) => t('inbox.unreadCount', { count })} />;
}

/**
 * /portal/inbox: the portalInbox collection in the generic list: the company's conversations with Voltara, newest
 * activity first, the unread ones marked; search by subject; "unread" filter; sortable subject and last message;
 * pages; all kept in the address, cards on a phone. A member writes to Voltara with "New message" (an admin looking
 * through the portal starts a thread in the back office, where a company is chosen).
 */
export default function InboxPage() {
  const { t } = useTranslation('portal-news');
  const { user } = useSession();
  return (
    <ResourceListPage
      def={portalInboxResource}
      above={<UnreadCount />}
      actions={user && user.role !== 'admin' ? <NewMessageDialog /> : null}
      cells={{
        subject: (row) => <ThreadSubject row={row} href={threadPath(row.id)} weight="font-semibold" unreadLabel={t('unread')} withCompany />,
        lastPostAt: (row) => <DateText withTime value={String(row.lastPostAt)} />,
        unread: (row) => (
          <ThreadStatus row={row} labels={{ unread: t('unread'), answered: t('inbox.fromVoltara'), awaiting: t('inbox.awaitingVoltara') }} />
        ),
      }}
    />
  );
}

/** "New message": a subject and the text to Voltara; once sent, the new thread opens. */
function NewMessageDialog() {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useFormDialog(
    trpc.portal.inbox.start.mutationOptions({
      onSuccess: async (thread) => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.inbox.pathKey() });
        navigate(threadPath(thread.id));
      },
    }),
  );
  return (
    <>
      <Button onClick={form.show} data-testid="new-message">
        {t('inbox.new')}
      </Button>
      <Dialog open={form.dialog.open} onOpenChange={form.dialog.onOpenChange} title={t('inbox.newTitle')} description={t('inbox.newLead')} size="lg">
        <MessageForm
          withSubject
          testId="new-message-form"
          namespace="portal-news"
          labels={{ submit: t('form.send'), failed: t('saveError') }}
          pending={form.dialog.pending}
          error={form.mutation.error}
          sent={false}
          onSend={(message) => form.mutation.mutate(message)}
          onCancel={() => form.dialog.onOpenChange(false)}
        />
      </Dialog>
    </>
  );
}
