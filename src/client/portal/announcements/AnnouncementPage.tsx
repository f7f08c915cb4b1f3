import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { announcementPath, ANNOUNCEMENTS_PATH } from './paths';
import { PortalNewsRecordPage } from '../../components/news/PortalNewsRecordPage';
import { useMarkRead } from '../../components/news/use-mark-read';
import { DateText } from '../../components/ui/DateText';
import { recordIdOf } from '../../lib/record-id';

/**
 * /portal/announcements/{id}: one announcement in the reader's language; opening it marks it read. One not aimed at
 * the reader, not yet published or expired is "not found", as an unknown one. The body is HTML the server sanitised
 * when it was saved.
 */
export default function AnnouncementPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.portal.announcements.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const markRead = useMutation(
    trpc.portal.announcements.markRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.portal.announcements.list.pathKey() }),
    }),
  );
  useMarkRead(query.data && !query.data.read ? query.data.id : null, markRead.mutate);

  return (
    <PortalNewsRecordPage
      id={id}
      query={query}
      list={{ name: t('announcements.title'), path: ANNOUNCEMENTS_PATH }}
      texts={{ notFoundTitle: t('announcement.notFoundTitle'), notFound: t('announcement.notFound'), notFoundTestId: 'announcement-not-found', back: t('announcement.back') }}
      crumbOf={(announcement) => ({ name: announcement.title, path: announcementPath(announcement.id) })}
      titleTestId="announcement-title"
      lead={(announcement) => (
        <>
          {t('announcement.published')} <DateText withTime value={announcement.publishedAt} />
        </>
      )}
    >
      {(announcement) => (
        <article data-testid="announcement">
          {/* Sanitised on save (server/features/content/sanitize.ts): an allow-list of tags, no scripts or handlers. */}
          <div className="prose mt-6 max-w-none text-slate-900" data-testid="announcement-body" dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }} />
        </article>
      )}
    </PortalNewsRecordPage>
  );
}
