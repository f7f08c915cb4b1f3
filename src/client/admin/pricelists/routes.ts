import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not a path of SPEC.md: the prices of one price list, by tier and quantity break (issue 12). */
export const PRICE_LIST_ROUTES = [
  adminRoute('/settings/pricelists/:id', 'admin.settings.pricelist'),
] as const;

export type PriceListRouteId = IdsOf<typeof PRICE_LIST_ROUTES>;
