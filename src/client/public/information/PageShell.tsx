import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { LINK } from '../../components/ui/format';
import { PublicPageFrame } from '../PublicPageFrame';
import { Waiting, type LoadingQuery } from '../../components/ui/Loaded';
import { pageCrumbs } from './heads';
import type { InfoRouteId } from './routes';

/**
 * The frame of an information page: the breadcrumb trail (the same crumbs as its BreadcrumbList), the page's one
 * h1 and an optional lead paragraph, then the page's sections, and for a page below About the way back to it.
 */
export function PageShell({
  routeId,
  lead,
  wide = false,
  backToAbout = false,
  children,
}: {
  routeId: InfoRouteId;
  lead?: string;
  wide?: boolean;
  backToAbout?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const crumbs = pageCrumbs(routeId, t);
  return (
    <PublicPageFrame crumbs={crumbs} crumbsLabel={t('breadcrumbs')} title={t(`titles.${routeId}`)} lead={lead} width={wide ? 'wide' : 'narrow'}>
      {children}
      {backToAbout && (
        <p className="mt-10 text-slate-700">
          <Link href="/about" className={LINK}>
            {t('backToAbout')}
          </Link>
        </p>
      )}
    </PublicPageFrame>
  );
}

/** While a page's data loads after a navigation (a server-rendered page has it already), or when it could not load. */
export function PageState({ routeId, query }: { routeId: InfoRouteId; query: LoadingQuery<unknown> }) {
  return (
    <PageShell routeId={routeId}>
      <div className="mt-6">
        <Waiting query={query} />
      </div>
    </PageShell>
  );
}
