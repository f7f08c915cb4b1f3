import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { resourceCrumbs } from './heads';
import type { ResourceRouteId } from './routes';

/** The frame of a reference page: breadcrumbs (the same crumbs as its BreadcrumbList), the one h1, a lead paragraph. */
export function ResourceShell({ routeId, lead, children }: { routeId: ResourceRouteId; lead: string; children: ReactNode }) {
  const { t } = useTranslation('resources');
  const crumbs = resourceCrumbs(routeId, t);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <BreadcrumbTrail crumbs={crumbs} label={t('breadcrumbs')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">{t(`titles.${routeId}`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>
      {children}
    </div>
  );
}

export const linkClass = 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900';
