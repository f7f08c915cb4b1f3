import { asc, desc, eq, sql } from 'drizzle-orm';
import { adminPricesResource } from '../../../../shared/trade/collections/admin-prices';
import { pricelistPrices } from '../../../db/schema';
import { PRICES_AUDIT_SECTION } from '../admin-prices';
import type { ServerResource } from '../../../collections/types';
import { priceSearch, TIER_ORDER } from './price-columns';

/**
 * The server half of a price list's prices. Global: only admins read them. One list's prices are a range of the
 * (list, model key, tier, quantity) index, read in its order by model; the tier, quantity and price sorts order the
 * one list's rows (hundreds to a few thousand). Writes are the page's workflows (features/trade/admin-prices.ts).
 */
export const adminPricesCollection = {
  def: adminPricesResource,
  table: pricelistPrices,
  scope: 'global',
  auditSection: PRICES_AUDIT_SECTION,
  search: priceSearch,
  sortBy: { modelCode: sql`${pricelistPrices.modelKey}`, tier: TIER_ORDER },
  orderFor: {
    // A model's prices stay together: by tier from gold, then from the lowest quantity (the list's order as before).
    modelCode: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(pricelistPrices.modelKey), asc(TIER_ORDER), asc(pricelistPrices.minQuantity), asc(pricelistPrices.id)];
    },
    tier: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(TIER_ORDER), asc(pricelistPrices.modelKey), asc(pricelistPrices.minQuantity), asc(pricelistPrices.id)];
    },
  },
  filterConditions: {
    pricelist: (value) => eq(pricelistPrices.pricelistId, Number(value)),
  },
} satisfies ServerResource;
