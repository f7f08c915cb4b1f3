import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { MessageForm } from './MessageForm';
import { INBOX_PATH, PORTAL_PATH, threadPath } from './paths';
import { PostList } from './PostList';
import { idOf } from '../../router/record-id';

/**
 * /portal/inbox/{id}: one conversation with Voltara, oldest post first, and the reply box. Opening it marks it read;
 * another company's thread is "not found", as an unknown one.
 */
export default function ThreadPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = idOf(params.id);
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
  const hasNew = query.data?.posts.some((post) => post.isNew) === true;
  const { mutate } = markRead;
  useEffect(() => {
    if (hasNew && id !== null) mutate({ id });
  }, [hasNew, id, mutate]);

  const crumbs = (title: string, path: string) => [
    { name: t('crumbs.portal'), path: PORTAL_PATH },
    { name: t('inbox.title'), path: INBOX_PATH },
    { name: title, path },
  ];
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || !query.data) {
    const missing = id === null || httpStatusOf(query.error) === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BreadcrumbTrail crumbs={crumbs(t('thread.notFoundTitle'), INBOX_PATH)} label={t('crumbs.label')} />
        <h1 className="mt-4 text-3xl font-bold text-navy-900">{t('thread.notFoundTitle')}</h1>
        <div className="mt-6 space-y-4" data-testid="thread-not-found">
          <Alert tone="error">{missing ? t('thread.notFound') : t('loadError')}</Alert>
          <Link href={INBOX_PATH} className="inline-block font-semibold text-navy-800 underline underline-offset-2">
            {t('thread.back')}
          </Link>
        </div>
      </div>
    );
  }
  const thread = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs(thread.subject, threadPath(thread.id))} label={t('crumbs.label')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900" data-testid="thread-subject">
        {thread.subject}
      </h1>
      {thread.allCompanies && <p className="mt-1 text-slate-600">{thread.companyName}</p>}
      <div className="mt-6">
        <PostList
          posts={thread.posts}
          labels={{ voltara: t('thread.voltara'), company: thread.companyName, newPost: t('thread.newPost'), caption: t('thread.posts') }}
        />
      </div>
      <section aria-labelledby="reply-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="reply-heading" className="text-xl font-bold text-navy-900">
          {t('thread.reply')}
        </h2>
        <div className="mt-3">
          <MessageForm
            withSubject={false}
            testId="reply-form"
            labels={{ body: t('form.body'), bodyHint: t('form.bodyHint'), submit: t('form.sendReply'), sending: t('form.sending'), sent: t('form.sent'), failed: t('saveError') }}
            pending={reply.isPending}
            error={reply.error}
            sent={reply.isSuccess}
            onSend={({ body }, done) => reply.mutate({ id: thread.id, body }, { onSuccess: done })}
          />
        </div>
      </section>
      <Link href={INBOX_PATH} className="mt-8 inline-block font-semibold text-navy-800 underline underline-offset-2">
        {t('thread.back')}
      </Link>
    </div>
  );
}
