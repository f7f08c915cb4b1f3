import { escapeLike } from '../../list';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { localizedField, type Locale } from '../../../shared/locales';
import { modelKeyOf } from '../../../shared/trade/trade.schema';
import type { CatalogueModel } from '../../../shared/trade/stock.types';
import type { AppDeps } from '../../deps';
import { productOptions, products } from '../../db/schema';

/** A model code of the catalogue with what a sale, a stock level or a price needs from it. */
export interface CatalogueEntry {
  modelCode: string;
  productId: number;
  optionId: number | null;
  /** English name (a price's default description), and the product's names for the reader's language. */
  nameEn: string;
  names: Record<string, string>;
}

const localized = (row: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(['EN', 'DE', 'ES', 'FR', 'NL', 'PT'].map((code) => [`${prefix}_${code}`, String(row[`${prefix}_${code}`] ?? '')]));

/**
 * Every model code of the catalogue (products and their options) by its folded key. The catalogue is a few hundred
 * rows: one read per write request, rather than a lookup per CSV row. A product's code wins over an option's.
 */
export async function catalogueByKey(deps: AppDeps): Promise<Map<string, CatalogueEntry>> {
  const [productRows, optionRows] = await Promise.all([
    deps.db.select().from(products).where(ne(products.modelCode, '')).orderBy(asc(products.id)),
    deps.db
      .select({ option: productOptions, product: products })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(ne(productOptions.modelCode, ''))
      .orderBy(asc(productOptions.id)),
  ]);
  const byKey = new Map<string, CatalogueEntry>();
  for (const { option, product } of optionRows) {
    const productName = product.name_EN;
    byKey.set(modelKeyOf(option.modelCode), {
      modelCode: option.modelCode,
      productId: product.id,
      optionId: option.id,
      nameEn: option.name_EN ? `${productName} – ${option.name_EN}` : productName,
      names: localized(product as unknown as Record<string, unknown>, 'name'),
    });
  }
  for (const product of productRows) {
    byKey.set(modelKeyOf(product.modelCode), {
      modelCode: product.modelCode,
      productId: product.id,
      optionId: null,
      nameEn: product.name_EN,
      names: localized(product as unknown as Record<string, unknown>, 'name'),
    });
  }
  return byKey;
}

/** Upper-cased letters and digits of a model code, as SQL, for prefix matches that ignore dashes and spaces. */
const foldedColumn = (column: typeof products.modelCode | typeof productOptions.modelCode) =>
  sql`upper(replace(replace(${column}, '-', ''), ' ', ''))`;

/** The catalogue's model codes starting with the typed one (any spelling), or whose product name holds it; at most 20. */
export async function searchCatalogue(deps: AppDeps, q: string, locale: Locale): Promise<CatalogueModel[]> {
  const key = modelKeyOf(q);
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const prefix = `${key}%`;
  const [productRows, optionRows] = await Promise.all([
    deps.db
      .select()
      .from(products)
      .where(and(ne(products.modelCode, ''), q ? or(sql`${foldedColumn(products.modelCode)} LIKE ${prefix}`, q.length >= 3 ? sql`lower(${products.name_EN}) LIKE ${like} ESCAPE '\\'` : undefined) : undefined))
      .orderBy(asc(products.modelCode))
      .limit(20),
    key
      ? deps.db
          .select({ code: productOptions.modelCode, optionName: productOptions.name_EN, product: products })
          .from(productOptions)
          .innerJoin(products, eq(products.id, productOptions.productId))
          .where(and(ne(productOptions.modelCode, ''), sql`${foldedColumn(productOptions.modelCode)} LIKE ${prefix}`))
          .orderBy(asc(productOptions.modelCode))
          .limit(20)
      : [],
  ]);
  const models: CatalogueModel[] = [
    ...productRows.map((product) => ({ modelCode: product.modelCode, productId: product.id, name: localizedField(product, 'name', locale) || product.name_EN })),
    ...optionRows.map((row) => ({
      modelCode: row.code,
      productId: row.product.id,
      name: `${localizedField(row.product, 'name', locale) || row.product.name_EN}${row.optionName ? ` – ${row.optionName}` : ''}`,
    })),
  ];
  return models.sort((a, b) => a.modelCode.localeCompare(b.modelCode)).slice(0, 20);
}
