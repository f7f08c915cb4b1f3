import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paged, ProductCard } from '../../../shared/catalog/catalog.types';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { products } from '../../db/schema';
import { productUrl } from '../content/categories';
import { localizedColumns } from '../content/localized';

/** The columns a product card needs (all six languages of the two texts; one is picked). */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  modelCode: products.modelCode,
  imageUrl: products.imageUrl,
  ...localizedColumns(products, 'name'),
  ...localizedColumns(products, 'summary'),
};

type CardRow = { id: number; slug: string; modelCode: string; imageUrl: string } & Record<string, unknown>;

export function toCard(row: CardRow, locale: Locale): ProductCard {
  return {
    id: row.id,
    url: productUrl(row.slug),
    name: localizedField(row, 'name', locale),
    modelCode: row.modelCode,
    summary: localizedField(row, 'summary', locale),
    imageUrl: row.imageUrl,
  };
}

/** One page of the published products matching `where`, in catalogue order, with the total for the pagination. */
export async function pagedCards(
  deps: AppDeps,
  where: SQL | undefined,
  page: number,
  perPage: number,
  locale: Locale,
): Promise<Paged<ProductCard>> {
  const filter = and(eq(products.published, true), where);
  const [counted] = await deps.db.select({ total: sql<number>`count(*)` }).from(products).where(filter);
  const total = Number(counted?.total ?? 0);
  const last = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), last);
  const rows = await deps.db
    .select(cardColumns)
    .from(products)
    .where(filter)
    .orderBy(asc(products.sort), asc(products.id))
    .limit(perPage)
    .offset((current - 1) * perPage);
  return { items: rows.map((row) => toCard(row, locale)), total, page: current, perPage };
}

/** Product ids in a sub-select, as a filter on products.id. */
export function idIn(ids: SQL): SQL {
  return inArray(products.id, ids);
}
