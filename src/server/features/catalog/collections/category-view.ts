import { asc, eq, sql } from 'drizzle-orm';
import type { CategoryOption, CategoryView, CategoryViewItem } from '../../../../shared/catalog/collections/api';
import { categories, products } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { Ctx } from '../../../service-context';

/** The ancestors of a category, root first (a loop written by mistake stops at the first repeat). */
function trailOf(byId: ReadonlyMap<number, { id: number; name: string; parentId: number | null }>, id: number) {
  const trail: { id: number; name: string }[] = [];
  const seen = new Set<number>([id]);
  let parent = byId.get(id)?.parentId ?? null;
  while (parent !== null && !seen.has(parent)) {
    seen.add(parent);
    const node = byId.get(parent);
    if (!node) break;
    trail.unshift({ id: node.id, name: node.name });
    parent = node.parentId;
  }
  return trail;
}

/**
 * /admin/categories/{id}: the category, the way up to the root, its sub-categories (with what each holds) and its
 * products, both in their order, unpublished ones included. The whole tree is a few hundred rows at most, so it is
 * read at once.
 */
export async function categoryView(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<CategoryView> {
  const { deps } = ctx;
  const all = await deps.db
    .select({
      id: categories.id,
      name: categories.name_EN,
      slug: categories.slug,
      parentId: categories.parentId,
      published: categories.published,
      sort: categories.sort,
      products: sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const category = all.find((row) => row.id === id);
  if (!category) throw notFound('Category');
  const byId = new Map(all.map((row) => [row.id, row]));
  const childCount = new Map<number, number>();
  for (const row of all) if (row.parentId !== null) childCount.set(row.parentId, (childCount.get(row.parentId) ?? 0) + 1);
  const children: CategoryViewItem[] = all
    .filter((row) => row.parentId === id)
    .map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      published: row.published,
      sort: row.sort,
      modelCode: '',
      children: childCount.get(row.id) ?? 0,
      products: Number(row.products),
    }));
  const productRows = await deps.db
    .select({
      id: products.id,
      name: products.name_EN,
      slug: products.slug,
      published: products.published,
      sort: products.sort,
      modelCode: products.modelCode,
    })
    .from(products)
    .where(eq(products.categoryId, id))
    .orderBy(asc(products.sort), asc(products.id));
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    published: category.published,
    parentId: category.parentId,
    trail: trailOf(byId, id),
    children,
    products: productRows,
  };
}

/** Every category in tree order (root first, children by their order), with its depth below the root. */
export async function categoryOptions(ctx: Ctx<'deps'>): Promise<CategoryOption[]> {
  const { deps } = ctx;
  const all = await deps.db
    .select({ id: categories.id, name: categories.name_EN, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const childrenOf = new Map<number | null, typeof all>();
  for (const row of all) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const out: CategoryOption[] = [];
  const seen = new Set<number>();
  const walk = (parentId: number | null, depth: number) => {
    for (const row of childrenOf.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ id: row.id, name: row.name, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  // Anything not reached from a top-level category (a loop written outside the console) still gets listed.
  for (const row of all) if (!seen.has(row.id)) out.push({ id: row.id, name: row.name, depth: 0 });
  return out;
}
