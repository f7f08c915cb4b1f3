import {
  AdminPriceCreateSchema,
  AdminPriceIdSchema,
  AdminPriceImportSchema,
  AdminPricesListSchema,
  AdminPriceUpdateSchema,
} from '../../../shared/portal/pricelist.schema';
import { createPrice, deletePrice, importPrices, listPrices, updatePrice } from '../../services/portal/trade/admin-prices';
import { procedure, router } from '../init';

/** /admin/settings/pricelists/{id} (issue 12): the prices of a price list by tier and quantity break. Admins only. */
const admin = procedure.meta({ permission: 'admin:access' });

/** Spread into the admin router: `admin.pricelists.*`. */
export const adminTradeRouter = {
  pricelists: router({
    prices: admin.input(AdminPricesListSchema).query(({ ctx, input }) => listPrices(ctx, input)),
    create: admin.input(AdminPriceCreateSchema).mutation(({ ctx, input }) => createPrice(ctx, input)),
    update: admin.input(AdminPriceUpdateSchema).mutation(({ ctx, input }) => updatePrice(ctx, input)),
    remove: admin.input(AdminPriceIdSchema).mutation(({ ctx, input }) => deletePrice(ctx, input)),
    import: admin.input(AdminPriceImportSchema).mutation(({ ctx, input }) => importPrices(ctx, input)),
  }),
};
