import type { ReactNode } from 'react';
import type { Crumb } from '../../shared/seo/json-ld';
import { BreadcrumbTrail } from '../components/ui/BreadcrumbTrail';

const WIDTHS = { narrow: 'max-w-5xl', wide: 'max-w-7xl' } as const;

/**
 * The one frame of a public page below a section (information, reference, library, dealer and form pages): the
 * breadcrumb trail (the same crumbs as its BreadcrumbList), the page's one h1 and its lead, then the page.
 * `crumbsLabel` names the trail's landmark, from the page's own namespace (already loaded).
 */
export function PublicPageFrame({
  crumbs,
  crumbsLabel,
  title,
  lead,
  width = 'wide',
  children,
}: {
  crumbs: readonly Crumb[];
  crumbsLabel: string;
  title: string;
  lead?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto px-4 py-8 ${WIDTHS[width]}`}>
      <BreadcrumbTrail crumbs={crumbs} label={crumbsLabel} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
      {children}
    </div>
  );
}
