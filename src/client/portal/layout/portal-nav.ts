import { can, type PolicyActor } from '../../../shared/auth/policy';
import type { RouteDef } from '../../../shared/route-tables/define';
import { PORTAL_ROUTES } from '../../../shared/route-tables/portal';

/**
 * The portal's persistent navigation: SPEC.md's portal sections grouped by the work they serve, each group in the
 * order a partner's day runs. A section shows only when the shared policy lets the member open it, as the route guard
 * and the server decide (docs/decisions/0049).
 */
export const PORTAL_NAV_GROUPS = [
  { key: 'overview', routes: ['portal', 'portal.announcements', 'portal.inbox', 'portal.helpcenter'] },
  { key: 'sales', routes: ['portal.leads', 'portal.sales', 'portal.customers', 'portal.serials', 'portal.stock', 'portal.pricelist', 'portal.pricelistLookup'] },
  { key: 'service', routes: ['portal.returns', 'portal.return', 'portal.services', 'portal.servicetools', 'portal.audits', 'portal.certificates'] },
  { key: 'company', routes: ['portal.users', 'portal.courses', 'portal.files', 'portal.agreements'] },
] as const;

export type PortalNavGroupKey = (typeof PORTAL_NAV_GROUPS)[number]['key'];

export interface PortalNavGroup {
  key: PortalNavGroupKey;
  sections: RouteDef[];
}

/** The groups and sections the member may open; a group left with none is dropped. */
export function portalNavFor(actor: PolicyActor | null | undefined): PortalNavGroup[] {
  return PORTAL_NAV_GROUPS.map((group) => ({
    key: group.key,
    sections: group.routes
      .map((id): RouteDef | undefined => PORTAL_ROUTES.find((route) => route.id === id))
      .filter((route): route is RouteDef => route !== undefined && (!route.permission || can(actor, route.permission))),
  })).filter((group) => group.sections.length > 0);
}

/**
 * The section a location belongs to: the one whose path is the longest prefix of it (/portal/agreements/3 is under
 * Agreements, /portal/returns/return is "Request a return" itself); the dashboard only at /portal.
 */
export function currentSectionPath(location: string, paths: readonly string[]): string | null {
  let best: string | null = null;
  for (const path of paths) {
    const under = path === '/portal' ? location === path : location === path || location.startsWith(`${path}/`);
    if (under && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
