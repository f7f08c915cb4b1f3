import { routeTitleKey, type RouteDef } from '../../shared/route-tables/define';
import type { PublicRouteId, RouteId } from '../../shared/route-tables/ids';
import type { PageLoader } from './load-context';
import { HOME_LOADERS } from '../public/home/loaders';
import { CATALOG_LOADERS } from '../public/catalog/loaders';
import { ARTICLE_LOADERS } from '../public/editorial/loaders';
import { INFO_LOADERS } from '../public/information/loaders';
import { DEALER_LOADERS } from '../public/dealers/loaders';
import { FORM_LOADERS } from '../public/forms/loaders';
import { LIBRARY_LOADERS } from '../public/library/loaders';
import { RESOURCE_LOADERS } from '../public/resources/loaders';
import { CERTIFICATE_LOADERS } from '../public/certificates/loaders';
import { signedInHead } from './signed-in-heads';

/** A public page whose content is fixed text: its title from the route table, the site's description. */
function fixedPage(routeId: PublicRouteId): PageLoader {
  return async ({ t }) => ({
    found: true,
    head: { title: t(`routes:${routeTitleKey(routeId)}`), description: t('common:meta.description') },
  });
}

/**
 * What each public route loads, and its head (title, description, structured data) made from that, as each section
 * declares it in its `loaders.ts`: the server runs it to render the page, the browser to apply the head after a
 * navigation (client/router/route-head.ts), so a page states its query and its head once. A public route without one
 * is a fixed page.
 */
export const PAGE_LOADERS: Readonly<Partial<Record<PublicRouteId, PageLoader>>> = {
  ...HOME_LOADERS,
  ...CATALOG_LOADERS,
  ...ARTICLE_LOADERS,
  ...INFO_LOADERS,
  ...DEALER_LOADERS,
  ...FORM_LOADERS,
  ...LIBRARY_LOADERS,
  ...RESOURCE_LOADERS,
  ...CERTIFICATE_LOADERS,
};

/** The loader of any route: a public page's own, a fixed page's, or a signed-in page's head (signed-in-heads.ts). */
export function loaderFor(route: RouteDef<RouteId>): PageLoader {
  if (route.area === 'account' || route.area === 'portal' || route.area === 'admin') return async ({ t }) => ({ found: true, head: signedInHead(route, t) });
  const byRoute: Readonly<Partial<Record<RouteId, PageLoader>>> = PAGE_LOADERS;
  return byRoute[route.id] ?? fixedPage(route.id as PublicRouteId); // not signed in: a public page (its area says so)
}
