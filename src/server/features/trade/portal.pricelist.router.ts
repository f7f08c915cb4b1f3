import { PricelistDownloadSchema, PricelistLookupSchema, PricelistPricingSchema } from '../../../shared/trade/pricelist.schema';
import { lookupPrice, pricelistPricing } from './pricelist';
import { downloadPricelist } from './pricelist-download';
import { portalPricesCollection } from './collections/portal-prices';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/pricelist (issue 12). SPEC.md section 6 gives this page to every portal role, so every procedure
 * is `portal:access`; the services scope each row to the member's company (an admin reads
 * every company's and names the company a write is for). Bad input is a 422 naming the field; another company's
 * record is a 404.
 */
const member = procedure.meta({ permission: 'portal:access' });

/**
 * The price list collection (the company's models at its tier with their breaks; list, get; no writes) and its
 * workflows: the list's heading (which list, tier, currency), the price lookup and the downloads.
 */
export const portalPricelistRouter = router({
  ...collectionProcedures(portalPricesCollection),
  pricing: member.input(PricelistPricingSchema).query(({ ctx, input }) => pricelistPricing(ctx, input)),
  lookup: member.input(PricelistLookupSchema).query(({ ctx, input }) => lookupPrice(ctx, input)),
  download: member.input(PricelistDownloadSchema).query(({ ctx, input }) => downloadPricelist(ctx, input)),
});
