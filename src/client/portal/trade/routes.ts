import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Sales, stock and the company's price list. */
export const TRADE_ROUTES = [
  portalRoute('/sales', 'portal.sales'),
  portalRoute('/stock', 'portal.stock'),
  portalRoute('/pricelist', 'portal.pricelist'),
  portalRoute('/pricelist/lookup', 'portal.pricelistLookup'),
] as const;

export type TradeRouteId = IdsOf<typeof TRADE_ROUTES>;
