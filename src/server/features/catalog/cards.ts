import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ProductCard } from '../../../shared/catalog/catalog.types';
import type { OffsetPage } from '../../../shared/list/page';
import { countMatches, mapPage, offsetPage } from '../../list';
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
): Promise<OffsetPage<ProductCard>> {
  const filter = and(eq(products.published, true), where);
  const found = await offsetPage({ page, perPage }, countMatches(deps, deps.db.select({ id: products.id }).from(products).where(filter)), (limit, offset) =>
    deps.db.select(cardColumns).from(products).where(filter).orderBy(asc(products.sort), asc(products.id)).limit(limit).offset(offset),
  );
  return mapPage(found, (row) => toCard(row, locale));
}
