import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** One quantity break of a model as the portal's price list row carries it (its `breaks`), lowest quantity first. */
export const PriceBreaksSchema = z.array(z.object({ minQuantity: z.number().int(), unitPrice: z.number().int() }));

/**
 * /portal/pricelist (issue 12): the company's price list at the company's tier, one row per model code with its
 * quantity breaks (unit prices in minor units of the list's currency, which the row reads). Searched by a model code's
 * start in any spelling or a part of the description; sorted by model code or description. Prices are Voltara's and
 * change in the back office (admin.prices), so the collection offers no writes; the price lookup and the downloads are
 * workflows beside it (portal.pricelist.pricing, lookup, download). Mounted as `portal.pricelist`.
 */
export const portalPricesResource = {
  name: 'portalPrices',
  mount: 'pricelist',
  face: 'portal',
  basePath: '/portal/pricelist',
  routes: { list: 'portal.pricelist' },
  ns: 'portal-trade',
  title: 'pricelist.title',
  singular: 'pricelist.singular',
  lead: 'pricelist.lead',
  empty: 'pricelist.empty',
  noMatch: 'pricelist.noMatch',
  searchHint: 'pricelist.placeholder',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page: a link to the price lookup of the model.
    { field: 'modelCode', label: 'pricelist.columns.model', sortable: true },
    { field: 'description', label: 'pricelist.columns.description', sortable: true },
    // Drawn by the page (money in the list's currency, read with the row).
    { field: 'breaks', label: 'pricelist.columns.breaks', reads: ['currency'] },
  ],
  labelField: 'modelCode',
  // Searched by the server half's own condition: a model code's start (folded) or a part of the description.
  searchFields: [],
  defaultSort: { field: 'modelCode', dir: 'asc' },
  filters: [],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
