import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { ReplyBox } from './MessageForm';
import { INBOX_PATH, threadPath } from './paths';
import { PortalNewsRecordPage } from '../../components/news/PortalNewsRecordPage';
import { useMarkRead } from '../../components/news/use-mark-read';
import { PostList } from './PostList';
import { recordIdOf } from '../../lib/record-id';

/**
 * /portal/inbox/{id}: one conversation with Voltara, oldest post first, and the reply box. Opening it marks it read;
 * another company's thread is "not found", as an unknown one.
 */
export default function ThreadPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.portal.inbox.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const markRead = useMutation(
    trpc.portal.inbox.markRead.mutationOptions({
      // The list's marks, and the dashboard's count that the navigation's Inbox badge shows.
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.portal.inbox.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.portal.dashboard.queryKey() }),
        ]),
    }),
  );
  const reply = useMutation(
    trpc.portal.inbox.reply.mutationOptions({
      onSuccess: async (thread) => {
        queryClient.setQueryData(trpc.portal.inbox.get.queryKey({ id: thread.id }), thread);
        await queryClient.invalidateQueries({ queryKey: trpc.portal.inbox.list.pathKey() });
      },
    }),
  );
  useMarkRead(query.data?.posts.some((post) => post.isNew) ? id : null, markRead.mutate);

  return (
    <PortalNewsRecordPage
      id={id}
      query={query}
      list={{ name: t('inbox.title'), path: INBOX_PATH }}
      texts={{ notFoundTitle: t('thread.notFoundTitle'), notFound: t('thread.notFound'), notFoundTestId: 'thread-not-found', back: t('thread.back') }}
      crumbOf={(thread) => ({ name: thread.subject, path: threadPath(thread.id) })}
      titleTestId="thread-subject"
      lead={(thread) => thread.allCompanies && thread.companyName}
    >
      {(thread) => (
        <>
          <div className="mt-6">
            <PostList posts={thread.posts} namespace="portal-news" company={thread.companyName} />
          </div>
          <ReplyBox
            title={t('thread.reply')}
            className="mt-8"
            namespace="portal-news"
            testId="reply-form"
            labels={{ submit: t('form.sendReply'), failed: t('saveError') }}
            pending={reply.isPending}
            error={reply.error}
            sent={reply.isSuccess}
            onSend={({ body }, done) => reply.mutate({ id: thread.id, body }, { onSuccess: done })}
          />
        </>
      )}
    </PortalNewsRecordPage>
  );
}
