import { sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES, toLocaleCode, type Locale } from '../../../shared/locales';
import type { SearchItemKind } from '../../../shared/catalog/search.schema';
import type { AppDeps } from '../../deps';
import { productUrl } from '../content/categories';

/**
 * The SQL side of catalogue search over `catalog_search` (drizzle/0006_catalog_search.sql). Its rowid encodes the row:
 * `id * 16 + kind * 8 + lang` (kind 0 product, 1 option; lang = index in LOCALE_CODES), so `rowid >> 3` is one item
 * (`id * 2 + kind`) across languages, and `rowid & 7` its language. `catalog_titles` has the same rowids.
 */

/** An FTS5 index of the catalogue and how it ranks its rows. */
export interface RankedIndex {
  table: SQL;
  rank: SQL;
}

/**
 * Every column: name, model, purpose, body. bm25 weights them 10, 10, 4, 1: a word in the name or the code outranks
 * the same word in the text.
 */
export const FULL_INDEX: RankedIndex = { table: sql.raw('catalog_search'), rank: sql.raw('bm25(catalog_search, 10.0, 10.0, 4.0, 1.0)') };
/**
 * `catalog_titles` (drizzle/0017): the name, model and purpose columns of the same rows with the same weights,
 * indexed apart so that ranking what items are called does not read the doclists of their descriptions.
 */
export const TITLES_INDEX: RankedIndex = { table: sql.raw('catalog_titles'), rank: sql.raw('bm25(catalog_titles, 10.0, 10.0, 4.0)') };

const ENGLISH = LOCALE_CODES.indexOf('EN');

/** The visitor's language and English (the fallback every text has). */
export function languageFilter(locale: Locale): SQL {
  return sql.raw(`(rowid & 7) in (${LOCALE_CODES.indexOf(toLocaleCode(locale))}, ${ENGLISH})`);
}

/** A column of `products p` or `product_options o`, whichever the item is (the other side of the left join is null). */
const either = (column: string) => `coalesce(p.${column}, o.${column})`;

/**
 * What the answer shows of the given items (`id * 2 + kind`), in the visitor's language and English, in one statement.
 * Column names are built from LOCALE_CODES only, never from input; the keys travel as one JSON array.
 */
export function loadItems(deps: AppDeps, locale: Locale, items: readonly number[], withSummary: boolean): Promise<ItemRow[]> {
  const own = toLocaleCode(locale);
  const texts = withSummary ? ['name', 'summary'] : ['name'];
  const columns = [
    'source.value as item',
    'coalesce(p.slug, op.slug) as product_slug',
    'o.slug as option_slug',
    `${either('model_code')} as model_code`,
    // An option without its own picture shows its product's.
    "coalesce(p.image_url, nullif(o.image_url, ''), op.image_url) as image_url",
    ...texts.flatMap((base) => [`${either(`${base}_${own}`)} as ${base}_own`, `${either(`${base}_EN`)} as ${base}_en`]),
  ].join(', ');
  return deps.db.all<ItemRow>(sql`
    select ${sql.raw(columns)} from json_each(${JSON.stringify(items)}) source
    left join products p on (source.value & 1) = 0 and p.id = source.value >> 1
    left join product_options o on (source.value & 1) = 1 and o.id = source.value >> 1
    left join products op on op.id = o.product_id`);
}

export interface ItemRow {
  item: number;
  product_slug: string | null;
  option_slug: string | null;
  model_code: string | null;
  image_url: string | null;
  name_own: string | null;
  name_en: string | null;
  summary_own?: string | null;
  summary_en?: string | null;
}

export interface ItemBase {
  kind: SearchItemKind;
  id: number;
  url: string;
  name: string;
  modelCode: string;
  imageUrl: string;
}

const pick = (own: string | null | undefined, english: string | null | undefined) => (own && own.trim() !== '' ? own : (english ?? ''));

/** What every answer shows of an item; null for a row whose item is gone (a write racing the search). */
export function toItem(row: ItemRow): (ItemBase & { summary: string }) | null {
  if (!row.product_slug) return null;
  const option = (row.item & 1) === 1;
  if (option && !row.option_slug) return null;
  return {
    kind: option ? 'option' : 'product',
    id: row.item >> 1,
    url: option ? `${productUrl(row.product_slug)}/${row.option_slug}` : productUrl(row.product_slug),
    name: pick(row.name_own, row.name_en),
    modelCode: row.model_code ?? '',
    summary: pick(row.summary_own, row.summary_en),
    imageUrl: row.image_url ?? '',
  };
}
