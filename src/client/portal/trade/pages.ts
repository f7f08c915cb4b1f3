import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { TRADE_ROUTES } from './routes';

export const TRADE_PAGES: SectionPages<typeof TRADE_ROUTES> = {
  'portal.sales': lazyPage(() => import('./SalesPage'), (module) => createElement(module.default)),
  'portal.stock': lazyPage(() => import('./StockPage'), (module) => createElement(module.default)),
  'portal.pricelist': lazyPage(() => import('./PricelistPage'), (module) => createElement(module.default)),
  'portal.pricelistLookup': lazyPage(() => import('./PricelistLookupPage'), (module) => createElement(module.default)),
};
