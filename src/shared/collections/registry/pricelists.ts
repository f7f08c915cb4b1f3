import { adminPricesResource } from '../../trade/collections/admin-prices';

/** The price lists' collections of the admin area (the prices of a list, mounted beside their workflows as admin.prices). */
export const PRICELIST_RESOURCES = { adminPrices: adminPricesResource } as const;
