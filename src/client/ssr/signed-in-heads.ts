import type { TFunction } from 'i18next';
import { routeTitleKey, type RouteDef } from '../../shared/route-tables/define';
import type { PageHead } from '../../shared/seo/head';
import { BRAND } from '../../shared/settings/brand';

/**
 * The pages behind a login have no loader: their head is the route's title (`routes` namespace) and the description
 * its section declares with the route (`description`, an i18n key); a back-office screen without one is described by
 * its title, an account or portal page by the site's description. The browser applies it like any other head
 * (client/router/RouteHead.tsx); these pages are never indexed.
 */
export function signedInHead(route: Pick<RouteDef, 'id' | 'area' | 'description'>, t: TFunction): PageHead {
  const title = t(`routes:${routeTitleKey(route.id)}`);
  const description = route.description
    ? t(route.description, { brand: BRAND.name, title })
    : route.area === 'admin'
      ? title
      : t('common:meta.description');
  return { title, description, noindex: true };
}
