import { adminPricesCollection } from '../../features/trade/collections/admin-prices';

/** The price lists' collections of the admin area, by name (mounted beside their workflows as admin.prices). */
export const PRICELIST_SERVER_RESOURCES = { adminPrices: adminPricesCollection };
