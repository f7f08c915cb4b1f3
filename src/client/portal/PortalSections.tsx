import { useTranslation } from '../lib/i18n-react';
import { Link } from 'wouter';
import { can } from '../../shared/auth/policy';
import { routeTitleKey, type RouteDef } from '../../shared/route-tables/define';
import { PORTAL_ROUTES } from '../../shared/route-tables/portal';
import { useSession } from '../lib/session';

/** The portal's sections, in the order of SPEC.md's portal routes. */
export const BUILT_PORTAL_ROUTES = [
  'portal.announcements',
  'portal.files',
  'portal.users',
  'portal.courses',
  'portal.inbox',
  'portal.leads',
  'portal.sales',
  'portal.customers',
  'portal.serials',
  'portal.stock',
  'portal.helpcenter',
  'portal.returns',
  'portal.return',
  'portal.pricelist',
  'portal.pricelistLookup',
  'portal.agreements',
  'portal.certificates',
  'portal.servicetools',
  'portal.services',
  'portal.audits',
] as const;

/** The portal's sections the signed-in member may open (the shared policy decides, as the server does). */
export function PortalSections() {
  const { t } = useTranslation('routes');
  const { t: tp } = useTranslation('portal');
  const { user } = useSession();
  const sections = BUILT_PORTAL_ROUTES.map((id) => PORTAL_ROUTES.find((route) => route.id === id)).filter(
    (route): route is RouteDef => route !== undefined && (!route.permission || can(user, route.permission)),
  );
  if (sections.length === 0) return null;
  return (
    <nav aria-label={tp('sections')} className="mt-8">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((route) => (
          <li key={route.id}>
            <Link
              href={route.path}
              className="block rounded-lg border border-slate-200 bg-white px-4 py-3 font-semibold text-navy-800 shadow-sm hover:border-navy-700 hover:underline"
            >
              {t(routeTitleKey(route.id))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
