import { and, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { modelKeyOf } from '../../../../shared/trade/trade.schema';
import { pricelistPrices } from '../../../db/schema';
import { likeContaining } from '../../../list';
import { prefixBounds } from '../fold';

/**
 * The search of a price list's prices, the back office's and the portal's: a model code by its start in any spelling
 * (the folded key: a range of the list's index) or a part of the description. Always within one list (the filter or
 * the reader's list narrows it first), so the description's LIKE reads that list's rows only.
 */
export function priceSearch(term: string): SQL {
  const key = modelKeyOf(term);
  const [from, to] = prefixBounds(key);
  return or(key ? and(gte(pricelistPrices.modelKey, from), lt(pricelistPrices.modelKey, to)) : undefined, sql`lower(${pricelistPrices.description}) LIKE ${likeContaining(term)} ESCAPE '\\'`)!;
}

/** The tiers from the best price down: gold, silver, bronze (the order the prices of one model are read in). */
export const TIER_ORDER = sql`case ${pricelistPrices.tier} when 'gold' then 0 when 'silver' then 1 else 2 end`;
