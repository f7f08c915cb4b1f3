import { z } from 'zod';
import { PARTNER_TIERS } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * The prices of one price list (/admin/settings/pricelists/{id}, issue 12): a model code at a tier from a minimum
 * quantity (the quantity breaks), its unit price in minor units of the list's currency. Always one list's: the price
 * list filter is required, and the list's page sets it. Searched by a model code's start in any spelling or a part of
 * the description; filtered by tier. A price is written by the page's own workflows (admin.prices.create, update,
 * delete, import: the catalogue check, the "already priced" message, the CSV), so the collection offers no generic
 * writes. Mounted by the admin router as `admin.prices`.
 */
export const adminPricesResource = {
  name: 'adminPrices',
  mount: 'prices',
  face: 'admin',
  basePath: '/admin/settings/pricelists',
  // No screen of its own: it is drawn on the price list's page.
  routes: {},
  ns: 'admin-pricelists',
  title: 'title',
  singular: 'singular',
  empty: 'empty',
  noMatch: 'noMatch',
  searchHint: 'filters.placeholder',
  parentPath: '/admin/settings/pricelists',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'modelCode', label: 'columns.model', sortable: true },
    { field: 'description', label: 'columns.description' },
    { field: 'tier', kind: 'select', label: 'columns.tier', optionLabels: 'tiers', sortable: true },
    { field: 'minQuantity', kind: 'number', label: 'columns.minQuantity', sortable: true },
    // Minor units of the list's currency: drawn by the page (money), which knows the list.
    { field: 'unitPrice', label: 'columns.unitPrice', sortable: true },
  ],
  labelField: 'modelCode',
  // Searched by the server half's own condition: a model code's start (folded) or a part of the description.
  searchFields: [],
  defaultSort: { field: 'modelCode', dir: 'asc' },
  filters: [
    { field: 'pricelist', kind: 'relation', resource: 'pricelists', label: 'filters.pricelist', required: true },
    { field: 'tier', kind: 'select', options: PARTNER_TIERS, optionLabels: 'tiers', label: 'columns.tier', allLabel: 'filters.allTiers' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
