import { z } from 'zod';
import { PricelistDownloadSchema, PricelistLookupSchema, PricelistPricingSchema } from '../../../shared/portal/pricelist.schema';
import { SaleCreateSchema, SaleExportSchema, SaleIdSchema, SaleTotalsSchema, SaleUpdateSchema } from '../../../shared/portal/sales.schema';
import { CsvImportSchema } from '../../../shared/portal/trade.schema';
import { lookupPrice, pricelistPricing } from './pricelist';
import { downloadPricelist } from './pricelist-download';
import { removeSale, updateSale } from './sales-correct';
import { importSales } from './sales-import';
import { createSale } from './sales-write';
import { importStock } from './stock-import';
import { exportSales, saleTotals } from './collections/sales-reports';
import { portalPricesCollection } from './collections/portal-prices';
import { salesCollection } from './collections/sales';
import { countLowStock, stockCollection } from './collections/stock';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/sales, /portal/stock and /portal/pricelist (issue 12). SPEC.md section 6 gives these pages to every portal
 * role, so every procedure is `portal:access`; the services scope each row to the member's company (an admin reads
 * every company's and names the company a write is for). Bad input is a 422 naming the field; another company's
 * record is a 404.
 */
const member = procedure.meta({ permission: 'portal:access' });
/**
 * Correcting a recorded sale (issue 27) is for the senior roles of the company's ladder ('portal:manage-company':
 * distributor-senior, certified-senior; certified-senior-plus has no portal in SPEC.md) and Voltara: a junior gets 403.
 */
const senior = procedure.meta({ permission: 'portal:manage-company' });

/** Spread into the portal router: `portal.sales.*`, `portal.stock.*`, `portal.pricelist.*`. */
export const portalTradeRouter = {
  /**
   * The sales collection (list, get; it offers no writes: create, update and delete answer 403) and its workflows:
   * recording a sale, correcting or removing one (senior roles), a CSV import, the totals and the CSV of the list's
   * filter. The workflows keep a serial's sold state and the company's references in step.
   */
  sales: router({
    ...collectionProcedures(salesCollection),
    totals: member.input(SaleTotalsSchema).query(({ ctx, input }) => saleTotals(ctx, input)),
    exportCsv: member.input(SaleExportSchema).query(({ ctx, input }) => exportSales(ctx, input)),
    record: member.input(SaleCreateSchema).mutation(({ ctx, input }) => createSale(ctx, input)),
    correct: senior.input(SaleUpdateSchema).mutation(({ ctx, input }) => updateSale(ctx, input)),
    remove: senior.input(SaleIdSchema).mutation(({ ctx, input }) => removeSale(ctx, input)),
    import: member.input(CsvImportSchema).mutation(({ ctx, input }) => importSales(ctx, input)),
  }),
  /** The stock collection (list, get, create, update, delete, bulkDelete, suggest) and the workflows beside it. */
  stock: router({
    ...collectionProcedures(stockCollection),
    lowCount: member.input(z.object({})).query(({ ctx }) => countLowStock(ctx)),
    import: member.input(CsvImportSchema).mutation(({ ctx, input }) => importStock(ctx, input)),
  }),
  /**
   * The price list collection (the company's models at its tier with their breaks; list, get; no writes) and its
   * workflows: the list's heading (which list, tier, currency), the price lookup and the downloads.
   */
  pricelist: router({
    ...collectionProcedures(portalPricesCollection),
    pricing: member.input(PricelistPricingSchema).query(({ ctx, input }) => pricelistPricing(ctx, input)),
    lookup: member.input(PricelistLookupSchema).query(({ ctx, input }) => lookupPrice(ctx, input)),
    download: member.input(PricelistDownloadSchema).query(({ ctx, input }) => downloadPricelist(ctx, input)),
  }),
};
