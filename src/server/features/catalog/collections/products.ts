import { isNull, sql, type SQL } from 'drizzle-orm';
import { productsResource } from '../../../../shared/catalog/collections/products';
import {
  productFeatures,
  productImages,
  productKitItems,
  productOptions,
  products,
  productSpecs,
  troubleshootingEntries,
} from '../../../db/schema';
import type { ChildTable, ServerResource } from '../../../collections/types';
import { CATALOG_CACHE_AREAS } from './areas';
import { loadLinks } from './links';
import { lastInList } from './position';

/**
 * Products with the rows of their page. Pictures, kit and specifications share their tables with the options' own
 * rows (option_id set): the product's lists are the rows without an option, so saving a product leaves its options'
 * rows alone. A product with options is not deleted (they would go unseen by the audit trail): delete them first.
 */
export const productsServer = {
  def: productsResource,
  table: products,
  scope: 'global',
  unique: ['slug'],
  relations: { categoryId: 'categories' },
  children: {
    images: { table: productImages, parentKey: 'productId', filter: isNull(productImages.optionId) },
    features: { table: productFeatures, parentKey: 'productId' },
    kit: { table: productKitItems, parentKey: 'productId', filter: isNull(productKitItems.optionId) },
    specs: { table: productSpecs, parentKey: 'productId', filter: isNull(productSpecs.optionId) },
  },
  usedBy: [
    { table: productOptions, column: productOptions.productId, what: 'options' },
    { table: troubleshootingEntries, column: troubleshootingEntries.productId, what: 'troubleshooting' },
  ],
  cacheAreas: CATALOG_CACHE_AREAS,
  writeExtra: lastInList(products, products.categoryId),
  // The links (related products, FAQs ...) are saved by their own panel; read here so a delete's audit entry keeps them.
  async loadExtra(deps, record) {
    return { links: await loadLinks(deps, Number(record.id)) };
  },
} satisfies ServerResource;

/** The product of an option, as SQL: an option's own rows carry both ids. */
const productOf = (optionId: number | SQL) =>
  sql`(select ${productOptions.productId} from ${productOptions} where ${productOptions.id} = ${optionId})`;

/** An option's own rows of a table shared with its product. */
export const optionRows = (table: ChildTable['table']): ChildTable => ({
  table,
  parentKey: 'optionId',
  values: (optionId) => ({ productId: productOf(optionId) }),
});
