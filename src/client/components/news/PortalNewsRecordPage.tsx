import type { ReactNode } from 'react';
import type { Crumb } from '../../../shared/seo/json-ld';
import { useTranslation } from '../../lib/i18n-react';
import { PORTAL_PATH } from '../../portal/messages/paths';
import { ListLink, RecordFrame } from '../record/RecordFrame';
import { BreadcrumbTrail } from '../ui/BreadcrumbTrail';

/**
 * One record of the portal's news (an announcement, a conversation) on its own page: the crumbs from the portal through
 * its list to it, the record, and the way back to the list. An unknown record, or one the reader may not see, is "not
 * found" in the same frame; `id` null (a malformed address) is that without asking the server.
 */
export function PortalNewsRecordPage<Data>({ id, query, list, texts, crumbOf, children }: {
  id: number | null;
  query: { isPending: boolean; data: Data | undefined; error: unknown };
  /** The list the record belongs to: its title (a crumb) and address (a crumb and the way back). */
  list: Crumb;
  texts: { notFoundTitle: string; notFound: string; notFoundTestId: string; back: string };
  crumbOf(data: Data): Crumb;
  children(data: Data): ReactNode;
}) {
  const { t } = useTranslation('portal-news');
  const crumbs = (last: Crumb) => [{ name: t('crumbs.portal'), path: PORTAL_PATH }, list, last];
  const head = (
    <>
      <BreadcrumbTrail crumbs={crumbs({ name: texts.notFoundTitle, path: list.path })} label={t('crumbs.label')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{texts.notFoundTitle}</h1>
    </>
  );
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={list.path}>{texts.back}</ListLink>}
      notFound={texts.notFound}
      loadFailed={t('loadError')}
      page={{ width: 'max-w-4xl', head, testId: texts.notFoundTestId }}
    >
      {(data) => (
        <div className="mx-auto max-w-4xl px-4 py-10">
          <BreadcrumbTrail crumbs={crumbs(crumbOf(data))} label={t('crumbs.label')} />
          {children(data)}
          <div className="mt-8">
            <ListLink href={list.path}>{texts.back}</ListLink>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
