import { localizedField, type Locale } from '../../../shared/locales';
import { products, productOptions } from '../../db/schema';

/**
 * What the service screens show of a product or option: its names, code and picture. Not `products` whole: its six
 * HTML descriptions would be read for every row of a list (measured: the instruments page of a fleet owner, admin
 * lists and lookups).
 */
export const productSummary = {
  id: products.id,
  slug: products.slug,
  modelCode: products.modelCode,
  imageUrl: products.imageUrl,
  name_DE: products.name_DE,
  name_EN: products.name_EN,
  name_ES: products.name_ES,
  name_FR: products.name_FR,
  name_NL: products.name_NL,
  name_PT: products.name_PT,
};

export const optionSummary = {
  id: productOptions.id,
  productId: productOptions.productId,
  modelCode: productOptions.modelCode,
  imageUrl: productOptions.imageUrl,
  name_DE: productOptions.name_DE,
  name_EN: productOptions.name_EN,
  name_ES: productOptions.name_ES,
  name_FR: productOptions.name_FR,
  name_NL: productOptions.name_NL,
  name_PT: productOptions.name_PT,
};

type Row<Columns> = { [K in keyof Columns]: Columns[K] extends { _: { data: infer D } } ? D : never };
export type ProductSummary = Row<typeof productSummary>;
export type OptionSummary = Row<typeof optionSummary>;

/** An instrument's name in one language: the product's, and its option's after a comma when it is built as one. */
export function instrumentName(product: ProductSummary, option: OptionSummary | null, locale: Locale): string {
  const name = localizedField(product, 'name', locale);
  return option ? `${name}, ${localizedField(option, 'name', locale)}` : name;
}
