import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { PRODUCT_PICKER_SOURCE } from '../../../../shared/catalog/collections/links';
import { downloads, products } from '../../../db/schema';
import { registerLookup } from '../../../collections/lookups';

/**
 * Picker sources of the product links panel that no resource provides. Related-product pickers show and find the
 * model code with the name ("VH-15 · DC Holiday Detector"); downloads (the files feature's own screens) by title.
 */
export function registerCatalogLookups(): void {
  registerLookup({
    name: PRODUCT_PICKER_SOURCE,
    table: products,
    // An expression, not a column: lookups only select it, compare it and order by it, which SQL does alike.
    label: sql`case when ${products.modelCode} <> '' then ${products.modelCode} || ' · ' || ${products.name_EN} else ${products.name_EN} end` as unknown as SQLiteColumn,
    search: [products.name_EN, products.modelCode, products.slug],
  });
  registerLookup({ name: 'downloads', table: downloads, label: downloads.title_EN });
}
