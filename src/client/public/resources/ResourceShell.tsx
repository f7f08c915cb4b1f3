import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resourceCrumbs, type ResourceRouteId } from './heads';

/** The frame of a reference page: breadcrumbs (the same crumbs as its BreadcrumbList), the one h1, a lead paragraph. */
export function ResourceShell({ routeId, lead, children }: { routeId: ResourceRouteId; lead: string; children: ReactNode }) {
  const { t } = useTranslation('resources');
  const crumbs = resourceCrumbs(routeId, t);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label={t('breadcrumbs')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && <span aria-hidden="true">/</span>}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-navy-900">
                  {crumb.name}
                </span>
              ) : (
                <Link href={crumb.path} className="underline-offset-2 hover:text-navy-900 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">{t(`titles.${routeId}`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>
      {children}
    </div>
  );
}

/** A section with its h2, labelled by it (a landmark screen readers can jump to). */
export function ResourceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export const linkClass = 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900';
