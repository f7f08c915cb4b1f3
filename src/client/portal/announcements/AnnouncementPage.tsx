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
import { announcementPath, ANNOUNCEMENTS_PATH, PORTAL_PATH } from './paths';
import { DateText } from '../../components/ui/DateText';
import { idOf } from '../../router/record-id';

/**
 * /portal/announcements/{id}: one announcement in the reader's language; opening it marks it read. One not aimed at
 * the reader, not yet published or expired is "not found", as an unknown one. The body is HTML the server sanitised
 * when it was saved.
 */
export default function AnnouncementPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = idOf(params.id);
  const query = useQuery({ ...trpc.portal.announcements.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const markRead = useMutation(
    trpc.portal.announcements.markRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.portal.announcements.list.pathKey() }),
    }),
  );
  const unreadId = query.data && !query.data.read ? query.data.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadId !== null) mutate({ id: unreadId });
  }, [unreadId, mutate]);

  const crumbs = (title: string, path: string) => [
    { name: t('crumbs.portal'), path: PORTAL_PATH },
    { name: t('announcements.title'), path: ANNOUNCEMENTS_PATH },
    { name: title, path },
  ];
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || !query.data) {
    const missing = id === null || httpStatusOf(query.error) === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BreadcrumbTrail crumbs={crumbs(t('announcement.notFoundTitle'), ANNOUNCEMENTS_PATH)} label={t('crumbs.label')} />
        <h1 className="mt-4 text-3xl font-bold text-navy-900">{t('announcement.notFoundTitle')}</h1>
        <div className="mt-6 space-y-4" data-testid="announcement-not-found">
          <Alert tone="error">{missing ? t('announcement.notFound') : t('loadError')}</Alert>
          <Link href={ANNOUNCEMENTS_PATH} className="inline-block font-semibold text-navy-800 underline underline-offset-2">
            {t('announcement.back')}
          </Link>
        </div>
      </div>
    );
  }
  const announcement = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs(announcement.title, announcementPath(announcement.id))} label={t('crumbs.label')} />
      <article className="mt-4" data-testid="announcement">
        <p className="text-sm text-slate-600">
          {t('announcement.published')} <DateText withTime value={announcement.publishedAt} />
        </p>
        <h1 className="mt-1 text-3xl font-bold text-navy-900" data-testid="announcement-title">
          {announcement.title}
        </h1>
        {/* Sanitised on save (server/features/content/sanitize.ts): an allow-list of tags, no scripts or handlers. */}
        <div className="prose mt-6 max-w-none text-slate-900" data-testid="announcement-body" dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }} />
      </article>
      <Link href={ANNOUNCEMENTS_PATH} className="mt-8 inline-block font-semibold text-navy-800 underline underline-offset-2">
        {t('announcement.back')}
      </Link>
    </div>
  );
}
