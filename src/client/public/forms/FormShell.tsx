import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { PublicPageFrame } from '../PublicPageFrame';
import { formCrumbs } from './heads';
import type { FormRouteId } from './routes';

/**
 * The frame of a form's page: the breadcrumb trail (the same crumbs as its BreadcrumbList), the page's one h1 and its
 * lead paragraph, then the page.
 */
export function FormShell({ routeId, lead, children }: { routeId: FormRouteId; lead?: string; children: ReactNode }) {
  const { t } = useTranslation('forms');
  const crumbs = formCrumbs(routeId, t);
  return (
    <PublicPageFrame crumbs={crumbs} crumbsLabel={t('breadcrumbs')} title={t(`titles.${routeId}`)} lead={lead}>
      {children}
    </PublicPageFrame>
  );
}
