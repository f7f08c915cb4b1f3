import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CATALOG_PAGE_SIZE, type CategoryPage, type CategoryPageInput } from '../../../shared/catalog/catalog.types';
import { localizedField } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { applications, categories, productApplications, products, tagProducts, tags } from '../../db/schema';
import { pagedCards } from './cards';
import { categoryPageUrl, categoryTrail, ROOT_CATEGORY_ID } from './trail';
import type { Ctx } from '../../service-context';

/** Published categories of a subtree (the root included), as a sub-select of ids. */
function subtree(rootId: number) {
  return sql`(WITH RECURSIVE subtree(id) AS (
    SELECT ${rootId}
    UNION
    SELECT c.id FROM ${categories} c JOIN subtree s ON c.parent_id = s.id WHERE c.published = 1
  ) SELECT id FROM subtree)`;
}

/**
 * /products/{slug?}: a category (the whole catalogue without a slug) with its sub-categories, the published products
 * of its whole subtree, filters by application and tag (only those its products have), and the page asked for.
 * Null for an unknown or unpublished category, or an unknown filter slug.
 */
export function categoryPage(ctx: Ctx<'deps'>, input: CategoryPageInput): Promise<CategoryPage | null> {
  const { deps } = ctx;
  const key = `category:${input.locale}:${input.slug ?? ''}:${input.application ?? ''}:${input.tag ?? ''}:${input.page ?? 1}`;
  return deps.cache.value(PAGES_AREA, key, () => buildCategoryPage(deps, input));
}

async function buildCategoryPage(deps: AppDeps, input: CategoryPageInput): Promise<CategoryPage | null> {
  const { locale } = input;
  const [category] = await deps.db
    .select()
    .from(categories)
    .where(input.slug ? eq(categories.slug, input.slug) : eq(categories.id, ROOT_CATEGORY_ID));
  if (!category) return null;
  const trail = await categoryTrail(deps, category.id, locale);
  if (!trail) return null;
  const inSubtree = inArray(products.categoryId, subtree(category.id));

  const [application] = input.application
    ? await deps.db.select().from(applications).where(and(eq(applications.slug, input.application), eq(applications.published, true)))
    : [];
  const [tag] = input.tag ? await deps.db.select().from(tags).where(and(eq(tags.slug, input.tag), eq(tags.published, true))) : [];
  if ((input.application && !application) || (input.tag && !tag)) return null;

  const filters = [inSubtree];
  if (application) {
    filters.push(inArray(products.id, deps.db.select({ id: productApplications.productId }).from(productApplications).where(eq(productApplications.targetId, application.id))));
  }
  if (tag) filters.push(inArray(products.id, deps.db.select({ id: tagProducts.productId }).from(tagProducts).where(eq(tagProducts.tagId, tag.id))));

  const published = and(eq(products.published, true), inSubtree);
  const [tree, counts, page, applicationRows, tagRows] = await Promise.all([
    deps.db.select().from(categories).where(eq(categories.published, true)).orderBy(asc(categories.sort), asc(categories.id)),
    deps.db
      .select({ categoryId: products.categoryId, count: sql<number>`count(*)` })
      .from(products)
      .where(eq(products.published, true))
      .groupBy(products.categoryId),
    pagedCards(deps, and(...filters), input.page ?? 1, CATALOG_PAGE_SIZE, locale),
    deps.db
      .selectDistinct({ application: applications })
      .from(applications)
      .innerJoin(productApplications, eq(productApplications.targetId, applications.id))
      .innerJoin(products, eq(products.id, productApplications.productId))
      .where(and(published, eq(applications.published, true)))
      .orderBy(asc(applications.sort)),
    deps.db
      .selectDistinct({ tag: tags })
      .from(tags)
      .innerJoin(tagProducts, eq(tagProducts.tagId, tags.id))
      .innerJoin(products, eq(products.id, tagProducts.productId))
      .where(and(published, eq(tags.published, true)))
      .orderBy(asc(tags.sort)),
  ]);

  return {
    id: category.id,
    slug: category.slug,
    url: categoryPageUrl(category.id, category.slug),
    name: localizedField(category, 'name', locale),
    descriptionHtml: localizedField(category, 'description', locale),
    breadcrumbs: trail,
    children: tree
      .filter((child) => child.parentId === category.id)
      .map((child) => ({
        name: localizedField(child, 'name', locale),
        url: categoryPageUrl(child.id, child.slug),
        count: subtreeCount(child.id, tree, new Map(counts.map((row) => [row.categoryId, Number(row.count)]))),
      })),
    products: page,
    filters: {
      applications: applicationRows.map(({ application: row }) => ({ slug: row.slug, name: localizedField(row, 'name', locale) })),
      tags: tagRows.map(({ tag: row }) => ({ slug: row.slug, name: localizedField(row, 'name', locale) })),
    },
    selected: { application: application?.slug ?? null, tag: tag?.slug ?? null },
  };
}

/** Published products in a category and its published descendants (the category table is small: counted here). */
function subtreeCount(rootId: number, tree: ReadonlyArray<{ id: number; parentId: number | null }>, counts: ReadonlyMap<number, number>): number {
  let total = 0;
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue; // a parent loop written by mistake
    seen.add(id);
    total += counts.get(id) ?? 0;
    for (const child of tree) if (child.parentId === id) stack.push(child.id);
  }
  return total;
}
