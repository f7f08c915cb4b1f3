import { SaleCreateSchema, SaleExportSchema, SaleIdSchema, SaleTotalsSchema, SaleUpdateSchema } from '../../../shared/trade/sales.schema';
import { CsvImportSchema } from '../../../shared/trade/trade.schema';
import { removeSale, updateSale } from './sales-correct';
import { importSales } from './sales-import';
import { createSale } from './sales-write';
import { exportSales, saleTotals } from './collections/sales-reports';
import { salesCollection } from './collections/sales';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/sales (issue 12). SPEC.md section 6 gives this page to every portal role, so every procedure
 * is `portal:access`; the services scope each row to the member's company (an admin reads
 * every company's and names the company a write is for). Bad input is a 422 naming the field; another company's
 * record is a 404.
 */
const member = procedure.meta({ permission: 'portal:access' });
/**
 * Correcting a recorded sale (issue 27) is for the senior roles of the company's ladder ('portal:manage-company':
 * distributor-senior, certified-senior; certified-senior-plus has no portal in SPEC.md) and Voltara: a junior gets 403.
 */
const senior = procedure.meta({ permission: 'portal:manage-company' });

/**
 * The sales collection (list, get; it offers no writes: create, update and delete answer 403) and its workflows:
 * recording a sale, correcting or removing one (senior roles), a CSV import, the totals and the CSV of the list's
 * filter. The workflows keep a serial's sold state and the company's references in step.
 */
export const portalSalesRouter = router({
  ...collectionProcedures(salesCollection),
  totals: member.input(SaleTotalsSchema).query(({ ctx, input }) => saleTotals(ctx, input)),
  exportCsv: member.input(SaleExportSchema).query(({ ctx, input }) => exportSales(ctx, input)),
  record: member.input(SaleCreateSchema).mutation(({ ctx, input }) => createSale(ctx, input)),
  correct: senior.input(SaleUpdateSchema).mutation(({ ctx, input }) => updateSale(ctx, input)),
  remove: senior.input(SaleIdSchema).mutation(({ ctx, input }) => removeSale(ctx, input)),
  import: member.input(CsvImportSchema).mutation(({ ctx, input }) => importSales(ctx, input)),
});
