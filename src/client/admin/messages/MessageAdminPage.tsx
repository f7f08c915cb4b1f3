import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearchParams } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { ReplyBox } from '../../portal/messages/MessageForm';

import { PostList } from '../../portal/messages/PostList';
import { LINK } from '../../components/ui/format';
import { PartnerHeader } from './PartnerTabs';
import { MESSAGES_ADMIN_PATH } from './paths';
import { recordIdOf } from '../../lib/record-id';
import { useMarkRead } from '../../components/news/use-mark-read';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';

/**
 * /admin/distributors/messages/{id}: a thread with one company, oldest post first, and Voltara's reply (e-mailed to the
 * company's members). Opening it marks the company's posts read for this admin.
 */
export function MessageAdminPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.messages.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const markRead = useMutation(trpc.admin.messages.markRead.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.pathKey() }) }));
  const reply = useMutation(
    trpc.admin.messages.reply.mutationOptions({
      onSuccess: async (sent) => {
        queryClient.setQueryData(trpc.admin.messages.get.queryKey({ id: sent.thread.id }), sent.thread);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.messages.list.pathKey() });
      },
    }),
  );
  useMarkRead(query.data?.posts.some((post) => post.isNew) ? id : null, markRead.mutate);
  const [search] = useSearchParams();
  const emailedOnSend = Number(search.get('emailed') ?? NaN);

  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<BackLink href={MESSAGES_ADMIN_PATH}>{t('thread.back')}</BackLink>}
      notFound={t('thread.notFound')}
     
    >
      {(thread) => (
        <div className="max-w-4xl space-y-5">
          <PartnerHeader title={thread.subject} description={t('thread.with', { company: thread.companyName })} />
          {Number.isFinite(emailedOnSend) && !reply.isSuccess && <Alert tone="success">{t('thread.sentEmailed', { count: emailedOnSend })}</Alert>}
          {reply.isSuccess && <Alert tone="success">{t('thread.sentEmailed', { count: reply.data.emailed })}</Alert>}
          <PostList posts={thread.posts} namespace="admin-news" company={thread.companyName} />
          <ReplyBox
            title={t('thread.reply')}
            namespace="admin-news"
            testId="admin-reply-form"
            labels={{ submit: t('thread.sendReply'), failed: t('common.saveFailed') }}
            pending={reply.isPending}
            error={reply.error}
            sent={false}
            onSend={({ body }, done) => reply.mutate({ id: thread.id, body }, { onSuccess: done })}
          />
          <Link href={MESSAGES_ADMIN_PATH} className={LINK}>
            {t('thread.back')}
          </Link>
        </div>
      )}
    </RecordFrame>
  );
}
