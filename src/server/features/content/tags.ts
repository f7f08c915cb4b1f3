import { asc, eq } from 'drizzle-orm';
import type { TagsQuery } from '../../../shared/content/content.schema';
import type { Tag, TagMenu, TagMenuItem, TagProduct } from '../../../shared/content/content.types';
import type { AppDeps } from '../../deps';
import { products, tagMenuItems, tagMenus, tagProducts, tags } from '../../db/schema';
import { CONTENT_AREAS } from './areas';
import { productUrl } from './categories';
import { localized, localizedColumns } from './localized';
import type { Ctx } from '../../service-context';

export type TagMenuItemRow = typeof tagMenuItems.$inferSelect;

export const tagUrl = (slug: string) => `/tags/${slug}`;

/**
 * GET /api/tags[?products=true]: every tag with its mega-menus, items laid out in exactly col_count columns. Three
 * queries (four with products) for all tags together, never one per tag or menu.
 */
export function listTagsJson(ctx: Ctx<'deps'>, query: TagsQuery): Promise<string> {
  const { deps } = ctx;
  return deps.cache.json(CONTENT_AREAS.tags, query.products ? 'all:products' : 'all', () => buildTags(deps, query));
}

export function listTags(ctx: Ctx<'deps'>, query: TagsQuery): Promise<Tag[]> {
  const { deps } = ctx;
  return deps.cache.value(CONTENT_AREAS.tags, query.products ? 'all:products' : 'all', () => buildTags(deps, query));
}

async function buildTags(deps: AppDeps, query: TagsQuery): Promise<Tag[]> {
  const [tagRows, menuRows, itemRows, productRows] = await Promise.all([
    deps.db.select().from(tags).orderBy(asc(tags.sort), asc(tags.id)),
    deps.db.select().from(tagMenus).orderBy(asc(tagMenus.sort), asc(tagMenus.id)),
    deps.db.select().from(tagMenuItems).orderBy(asc(tagMenuItems.sort), asc(tagMenuItems.id)),
    query.products ? linkedProducts(deps) : Promise.resolve([]),
  ]);

  const itemsByMenu = groupBy(itemRows, (row) => row.menuId);
  const menusByTag = groupBy(menuRows, (row) => row.tagId);
  const productsByTag = groupBy(productRows, (row) => row.tagId);

  return tagRows.map((tag) => {
    const colCount = Math.max(0, tag.colCount);
    const menus: TagMenu[] = (menusByTag.get(tag.id) ?? []).map((menu) => {
      const columns = layoutColumns(itemsByMenu.get(menu.id) ?? [], colCount);
      return { title: menu.title_EN, ...localized(menu, 'title'), viewall: menu.viewall, items: columns };
    });
    const answer: Tag = { id: tag.id, slug: tag.slug, url: tagUrl(tag.slug), ...localized(tag, 'name'), col_count: colCount, menus };
    if (query.products) answer.products = (productsByTag.get(tag.id) ?? []).map((row) => row.product);
    return answer;
  });
}

/**
 * Exactly `colCount` columns of items, in the rows' order. An item saved in a column the tag no longer has (col_count
 * lowered later) stays visible in the last column rather than vanishing.
 */
export function layoutColumns(rows: readonly TagMenuItemRow[], colCount: number): TagMenuItem[][] {
  const columns: TagMenuItem[][] = Array.from({ length: colCount }, () => []);
  if (colCount === 0) return columns;
  for (const row of rows) {
    const column = Math.min(Math.max(row.column, 0), colCount - 1);
    columns[column]!.push({ id: row.id, url: row.url, ...localized(row, 'name') });
  }
  return columns;
}

/** Published products linked to any tag, in catalogue order. */
async function linkedProducts(deps: AppDeps): Promise<Array<{ tagId: number; product: TagProduct }>> {
  const rows = await deps.db
    .select({ tagId: tagProducts.tagId, product: { id: products.id, slug: products.slug, ...localizedColumns(products, 'name') } })
    .from(tagProducts)
    .innerJoin(products, eq(products.id, tagProducts.productId))
    .where(eq(products.published, true))
    .orderBy(asc(products.categoryId), asc(products.sort), asc(products.id));
  return rows.map(({ tagId, product }) => ({
    tagId,
    product: { id: product.id, url: productUrl(product.slug), ...localized(product, 'name') },
  }));
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
