import { sql } from 'drizzle-orm';
import { categoriesResource, ROOT_CATEGORY_ID } from '../../../../shared/catalog/collections/categories';
import { categories, products } from '../../../db/schema';
import { validationError } from '../../../errors';
import { fieldMessage } from '../../../validation';
import { resourceLabels } from '../../../collections/labels';
import type { ServerResource } from '../../../collections/types';
import { CATALOG_CACHE_AREAS } from './areas';
import { lastInList } from './position';
import type { Ctx } from '../../../service-context';

/** Whether `candidate` is `id` or lies below it (moving `id` under it would make a loop the public tree never leaves). */
async function isInSubtree(ctx: Ctx<'deps' | 'actor' | 'locale'>, id: number, candidate: number): Promise<boolean> {
  const [row] = await ctx.deps.db.all<{ found: number }>(sql`
    WITH RECURSIVE subtree(id) AS (
      SELECT ${id}
      UNION
      SELECT c.id FROM ${categories} c JOIN subtree s ON c.parent_id = s.id
    )
    SELECT count(*) AS found FROM subtree WHERE id = ${candidate}`);
  return Number(row?.found ?? 0) > 0;
}

/**
 * Categories: the root stays the root, every other category has a parent outside its own subtree. A category that
 * still holds sub-categories or products is not deleted (they would have nowhere to go).
 */
export const categoriesServer = {
  def: categoriesResource,
  table: categories,
  scope: 'global',
  unique: ['slug'],
  relations: { parentId: 'categories' },
  usedBy: [
    { table: categories, column: categories.parentId, what: 'subcategories' },
    { table: products, column: products.categoryId, what: 'products' },
  ],
  cacheAreas: CATALOG_CACHE_AREAS,
  writeExtra: lastInList(categories, categories.parentId),
  async validate(ctx, data, id) {
    const parentId = typeof data.parentId === 'number' ? data.parentId : null;
    const error = (key: 'required' | 'invalid') => validationError({ parentId: [fieldMessage(key, 'parentId', ctx.locale, { form: resourceLabels(categoriesResource) })] });
    if (id === ROOT_CATEGORY_ID) {
      if (parentId !== null) throw error('invalid');
      return;
    }
    if (parentId === null) throw error('required');
    if (id !== null && (await isInSubtree(ctx, id, parentId))) throw error('invalid');
  },
} satisfies ServerResource;
