import { z } from 'zod';
import { CsvImportSchema } from '../../../shared/trade/trade.schema';
import { importStock } from './stock-import';
import { countLowStock, stockCollection } from './collections/stock';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/stock (issue 12). SPEC.md section 6 gives this page to every portal role, so every procedure
 * is `portal:access`; the services scope each row to the member's company (an admin reads
 * every company's and names the company a write is for). Bad input is a 422 naming the field; another company's
 * record is a 404.
 */
const member = procedure.meta({ permission: 'portal:access' });

/** The stock collection (list, get, create, update, delete, bulkDelete, suggest) and the workflows beside it. */
export const portalStockRouter = router({
  ...collectionProcedures(stockCollection),
  lowCount: member.input(z.object({})).query(({ ctx }) => countLowStock(ctx)),
  import: member.input(CsvImportSchema).mutation(({ ctx, input }) => importStock(ctx, input)),
});
