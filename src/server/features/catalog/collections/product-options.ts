import { and, eq, ne, sql } from 'drizzle-orm';
import { productOptionsResource } from '../../../../shared/catalog/collections/product-options';
import { productImages, productKitItems, productOptions, productSpecs, serials } from '../../../db/schema';
import { validationError } from '../../../errors';
import { fieldMessage } from '../../../validation';
import { resourceLabels } from '../../../collections/labels';
import type { ServerResource } from '../../../collections/types';
import { CATALOG_CACHE_AREAS } from './areas';
import { lastInList } from './position';
import { optionRows } from './products';

/**
 * Product options with their own pictures, kit items and specification rows. The slug is unique within the
 * product (/product/{slug}/{option}), not across the catalogue, so it is checked here rather than by `unique`.
 * An option with serial numbers stays: they were built as it, and a serial's identity is number, product and option.
 */
export const productOptionsServer = {
  def: productOptionsResource,
  table: productOptions,
  scope: 'global',
  relations: { productId: 'products' },
  children: {
    images: optionRows(productImages),
    kit: optionRows(productKitItems),
    specs: optionRows(productSpecs),
  },
  usedBy: [{ table: serials, column: serials.optionId, what: 'serials' }],
  cacheAreas: CATALOG_CACHE_AREAS,
  writeExtra: lastInList(productOptions, productOptions.productId),
  async validate(ctx, data, id) {
    if (typeof data.slug !== 'string' || typeof data.productId !== 'number') return;
    const [clash] = await ctx.deps.db
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(
        and(
          eq(productOptions.productId, data.productId),
          sql`lower(${productOptions.slug}) = lower(${data.slug})`,
          id === null ? undefined : ne(productOptions.id, id),
        ),
      )
      .limit(1);
    if (clash) throw validationError({ slug: [fieldMessage('unique', 'slug', ctx.locale, { form: resourceLabels(productOptionsResource) })] });
  },
} satisfies ServerResource;
