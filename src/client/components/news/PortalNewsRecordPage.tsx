import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Crumb } from '../../../shared/seo/json-ld';
import { useTranslation } from '../../lib/i18n-react';
import { httpStatusOf } from '../../lib/trpc-errors';
import { PORTAL_PATH } from '../../portal/messages/paths';
import { Alert } from '../ui/Alert';
import { BreadcrumbTrail } from '../ui/BreadcrumbTrail';
import { Spinner } from '../ui/Spinner';

const BACK = 'inline-block font-semibold text-navy-800 underline underline-offset-2';

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
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || query.data === undefined) {
    const missing = id === null || httpStatusOf(query.error) === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BreadcrumbTrail crumbs={crumbs({ name: texts.notFoundTitle, path: list.path })} label={t('crumbs.label')} />
        <h1 className="mt-4 text-3xl font-bold text-navy-900">{texts.notFoundTitle}</h1>
        <div className="mt-6 space-y-4" data-testid={texts.notFoundTestId}>
          <Alert tone="error">{missing ? texts.notFound : t('loadError')}</Alert>
          <Link href={list.path} className={BACK}>
            {texts.back}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs(crumbOf(query.data))} label={t('crumbs.label')} />
      {children(query.data)}
      <Link href={list.path} className={`mt-8 ${BACK}`}>
        {texts.back}
      </Link>
    </div>
  );
}
