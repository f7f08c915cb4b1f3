import type { ReactNode } from 'react';
import type { Crumb } from '../../../shared/seo/json-ld';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from './BreadcrumbTrail';

/** The signed-in faces and the root crumb of their trails: "My account" or "Dealer portal", in the face's namespace. */
const ROOTS = {
  account: { ns: 'profile', name: 'crumbs.account', path: '/account' },
  portal: { ns: 'portal-pages', name: 'crumbs.portal', path: '/portal' },
} as const;

/**
 * Where the page stands: itself by its title and `path`, or a `trail` through its section (then any title). An empty
 * trail draws none: the face's home, or a flow standing outside the face's sections (product registration).
 */
type Place = { title: string; path: string; trail?: undefined } | { title: ReactNode; trail: readonly Crumb[]; path?: undefined };

/**
 * The head of a page of the account or the dealer portal: the face's breadcrumbs ("My account / …", "Dealer portal /
 * …"), the heading and its lead, and the page's main action on the right, as /portal/courses shows them. One block, so
 * a page that spaces its parts apart (space-y-8) keeps the trail close to its heading.
 */
export function SignedInPageHeader({
  face,
  lead,
  titleId,
  titleTestId,
  children,
  ...place
}: Place & { face: keyof typeof ROOTS; lead?: ReactNode; titleId?: string; titleTestId?: string; children?: ReactNode }) {
  const root = ROOTS[face];
  const { t } = useTranslation(root.ns);
  const trail = place.trail !== undefined ? place.trail : [{ name: place.title, path: place.path }];
  return (
    <div>
      {trail.length > 0 && <BreadcrumbTrail crumbs={[{ name: t(root.name), path: root.path }, ...trail]} label={t('crumbs.label')} />}
      <div className={`flex flex-wrap items-end justify-between gap-4 ${trail.length > 0 ? 'mt-4' : ''}`.trim()}>
        <div className="min-w-0">
          <h1 id={titleId} data-testid={titleTestId} className="text-2xl font-bold break-words hyphens-auto text-navy-900 sm:text-3xl">
            {place.title}
          </h1>
          {lead && <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
