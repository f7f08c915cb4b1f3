import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { PublicPageFrame } from '../PublicPageFrame';
import { resourceCrumbs } from './heads';
import type { ResourceRouteId } from './routes';

/** The frame of a reference page: breadcrumbs (the same crumbs as its BreadcrumbList), the one h1, a lead paragraph. */
export function ResourceShell({ routeId, lead, children }: { routeId: ResourceRouteId; lead: string; children: ReactNode }) {
  const { t } = useTranslation('resources');
  const crumbs = resourceCrumbs(routeId, t);
  return (
    <PublicPageFrame crumbs={crumbs} crumbsLabel={t('breadcrumbs')} title={t(`titles.${routeId}`)} lead={lead} width="narrow">
      {children}
    </PublicPageFrame>
  );
}
