import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
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
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BreadcrumbTrail crumbs={crumbs} label={t('breadcrumbs')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">{t(`titles.${routeId}`)}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
      {children}
    </div>
  );
}
