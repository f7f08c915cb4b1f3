import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CategoryNode, CategoryProduct } from '../../../shared/content/content.types';
import type { CategoryQuery } from '../../../shared/content/content.schema';
import type { AppDeps } from '../../deps';
import { categories, products } from '../../db/schema';
import { notFound } from '../../errors';
import { CONTENT_AREAS } from './areas';
import { localized, localizedColumns } from './localized';
import type { Ctx } from '../../service-context';

export type CategoryRow = typeof categories.$inferSelect;

export const categoryUrl = (slug: string) => `/products/${slug}`;
export const productUrl = (slug: string) => `/product/${slug}`;

/**
 * The ids of a category and all its descendants, as a sub-select. UNION (not UNION ALL) stops at ids already seen,
 * so a parent loop written by mistake cannot make the query run forever.
 */
function subtreeIds(rootId: number) {
  return sql`(WITH RECURSIVE subtree(id) AS (
    SELECT ${rootId}
    UNION
    SELECT c.id FROM ${categories} c JOIN subtree s ON c.parent_id = s.id
  ) SELECT id FROM subtree)`;
}

/** The cache key of one answer (its JSON text and its value share it). */
const treeKey = (query: CategoryQuery) => `category:${query.id}:${query.children ? 1 : 0}:${query.products ? 1 : 0}`;

/**
 * GET /api/categories/{id}: the category, with its nested children when asked and each node's published products
 * unless products=false. Two queries whatever the depth of the tree (one for the categories, one for the products).
 */
export function categoryTreeJson(ctx: Ctx<'deps'>, query: CategoryQuery): Promise<string> {
  const { deps } = ctx;
  return deps.cache.json(CONTENT_AREAS.catalog, treeKey(query), () => buildTree(deps, query));
}

export function categoryTree(ctx: Ctx<'deps'>, query: CategoryQuery): Promise<CategoryNode> {
  const { deps } = ctx;
  return deps.cache.value(CONTENT_AREAS.catalog, treeKey(query), () => buildTree(deps, query));
}

async function buildTree(deps: AppDeps, query: CategoryQuery): Promise<CategoryNode> {
  const ids = query.children ? subtreeIds(query.id) : sql`(${query.id})`;
  const rows = await deps.db
    .select()
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(asc(categories.sort), asc(categories.id));
  const root = rows.find((row) => row.id === query.id);
  if (!root) throw notFound('Category');

  const productsByCategory = new Map<number, CategoryProduct[]>();
  if (query.products) {
    const productRows = await deps.db
      .select({ id: products.id, categoryId: products.categoryId, slug: products.slug, imageUrl: products.imageUrl, ...localizedColumns(products, 'name') })
      .from(products)
      .where(and(eq(products.published, true), inArray(products.categoryId, ids)))
      .orderBy(asc(products.sort), asc(products.id));
    for (const row of productRows) {
      const list = productsByCategory.get(row.categoryId) ?? [];
      list.push({ id: row.id, url: productUrl(row.slug), ...localized(row, 'name'), image_url: row.imageUrl });
      productsByCategory.set(row.categoryId, list);
    }
  }

  return assembleCategoryTree(root, rows, query.products ? productsByCategory : null);
}

/**
 * Nests `rows` under `root` by parent id (rows in sort order). With `productsByCategory`, every node gets its product
 * list (empty when none); without it, nodes carry no `products` key at all (products=false).
 */
export function assembleCategoryTree(
  root: CategoryRow,
  rows: readonly CategoryRow[],
  productsByCategory: ReadonlyMap<number, CategoryProduct[]> | null,
): CategoryNode {
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parentId === null || row.id === root.id) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  // `seen` guards against a parent loop in the data: each category appears once.
  const seen = new Set<number>();
  const toNode = (row: CategoryRow): CategoryNode => {
    seen.add(row.id);
    const node: CategoryNode = { id: row.id, url: categoryUrl(row.slug), ...localized(row, 'name'), children: [] };
    if (productsByCategory) node.products = productsByCategory.get(row.id) ?? [];
    node.children = (childrenOf.get(row.id) ?? []).filter((child) => !seen.has(child.id)).map(toNode);
    return node;
  };
  return toNode(root);
}
