import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';

/** Where the page stands: itself by its title and `path`, or a `trail` through its list (then any title). */
type Place = { title: string; path: string; trail?: undefined } | { title: ReactNode; trail: ReadonlyArray<{ name: string; path: string }>; path?: undefined };

/**
 * A portal page's head: "Dealer portal / …" breadcrumbs, the heading and its lead, and the page's main action on the
 * right, as /portal/courses shows them.
 */
export function PageHeader({ lead, titleId, children, ...place }: Place & { lead?: ReactNode; titleId?: string; children?: ReactNode }) {
  const { t } = useTranslation('portal-pages');
  const trail = place.trail !== undefined ? place.trail : [{ name: place.title, path: place.path }];
  const crumbs = [{ name: t('crumbs.portal'), path: '/portal' }, ...trail];
  return (
    <>
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-3xl font-bold text-navy-900">
            {place.title}
          </h1>
          {lead && <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>}
        </div>
        {children}
      </div>
    </>
  );
}
