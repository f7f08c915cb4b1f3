import type { AdminPages } from '../page-registry';
import { PricelistPricesPage } from './PricelistPricesPage';

/** A price list with its prices (issue 12); spread after the generic screens so it replaces the list's edit page. */
export const PRICELISTS_PAGES: AdminPages = {
  'admin.settings.pricelist': PricelistPricesPage,
};
