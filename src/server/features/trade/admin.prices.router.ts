import {
  AdminPriceCreateSchema,
  AdminPriceIdSchema,
  AdminPriceImportSchema,
  AdminPriceUpdateSchema,
  PricelistIdSchema,
} from '../../../shared/trade/pricelist.schema';
import { adminPricesCollection } from './collections/admin-prices';
import { createPrice, deletePrice, importPrices, pricelistCompanies, updatePrice } from './admin-prices';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /admin/settings/pricelists/{id} (issue 12): the prices of a price list by tier and quantity break. Admins only. */
const admin = procedure.meta({ permission: 'admin:access' });

/**
 * The prices collection (list with its required price list filter, get; bulk delete answers 403) and its workflows:
 * the companies the list is given to, and the price dialog's create, update and delete, which replace the generic
 * writes the collection does not offer (the catalogue check, "already priced" as a 409, the money of the list), and
 * the CSV import.
 */
export const adminPricesRouter = router({
  ...collectionProcedures(adminPricesCollection),
  companies: admin.input(PricelistIdSchema).query(({ ctx, input }) => pricelistCompanies(ctx, input)),
  create: admin.input(AdminPriceCreateSchema).mutation(({ ctx, input }) => createPrice(ctx, input)),
  update: admin.input(AdminPriceUpdateSchema).mutation(({ ctx, input }) => updatePrice(ctx, input)),
  delete: admin.input(AdminPriceIdSchema).mutation(({ ctx, input }) => deletePrice(ctx, input)),
  import: admin.input(AdminPriceImportSchema).mutation(({ ctx, input }) => importPrices(ctx, input)),
});
