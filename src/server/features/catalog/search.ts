import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  SEARCH_COUNTED_ITEMS,
  SEARCH_PER_PAGE,
  SearchResultsInputSchema,
  SearchSuggestInputSchema,
  SUGGEST_LIMIT,
  type SearchResults,
  type SearchSuggestion,
} from '../../../shared/catalog/search.schema';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { createHighlighter } from './search-highlight';
import { FULL_INDEX, languageFilter, loadItems, TITLES_INDEX, toItem, type ItemRow, type RankedIndex } from './search-index';
import { emptyOffsetPage } from '../../list';
import { codeFirst, itemsByCode } from './search-codes';
import { buildMatch } from './search-query';
import { prefixExpander, type PrefixExpander } from './search-terms';
import type { Ctx } from '../../service-context';
import { databaseErrorMatches } from '../users/rules';

/**
 * Catalogue search (issue 8, scope 5; decision 0029): ranked results for the search pages and suggestions for the
 * typeahead, in the visitor's language and English. An item (product or option) has at most two rows among those
 * searched (its language and English) and ranks at its better one.
 *
 * The order of results, page after page:
 * 1. items whose name, model code or one-line purpose hold every word, by bm25 (name and code weighted above the
 *    purpose), among the first `rankedRows` such rows of the catalogue;
 * 2. the other items matching anywhere (description, specifications), by bm25 among the first `rankedRows` matching
 *    rows of the catalogue;
 * 3. the remaining matches in catalogue order.
 * Before all of these, here and in the typeahead, the items whose model code starts with the query read as a code,
 * shortest code first (search-codes.ts): "vh" lists the VH detectors before their kits and parts, "VH 15" the VH-15.
 * A search that matches fewer rows than the windows is ranked in full. The windows bound what one search costs: bm25
 * reads each query word's whole doclist and then each ranked row, and a word every product has ("voltage") would
 * otherwise be ranked row by row, 24,000 rows at 10,000 products.
 */
export interface SearchLimits {
  /** Items counted at most (the page then says "more than"). */
  countedItems: number;
  /** Rows each of the two ranked tiers looks at, in catalogue order. */
  rankedRows: number;
}

export const SEARCH_LIMITS: SearchLimits = { countedItems: SEARCH_COUNTED_ITEMS, rankedRows: 200 };

/** Suggestions look at what items are called: typing "po" should list products, not every text that says "power". */
const SUGGEST_COLUMNS = '{name model}';
/**
 * A two-letter prefix may match most of the catalogue; ranking every match would cost more than a keystroke allows.
 * The typeahead ranks the first this many matches (all of them once the prefix is specific).
 */
const SUGGEST_CANDIDATES = 1000;

export async function searchResults(ctx: Ctx<'deps' | 'locale'>, { q, page: asked = 1 }: z.output<typeof SearchResultsInputSchema>, limits = SEARCH_LIMITS): Promise<SearchResults> {
  const { deps, locale } = ctx;
  const empty: SearchResults = { ...emptyOffsetPage(SEARCH_PER_PAGE), q };
  const expand = await prefixExpander(deps);
  const match = buildMatch(q, 'results', expand);
  if (match === null) return empty;
  const matching = await matchingItems(deps, locale, match, limits.countedItems + 1);
  if (matching.length === 0) return empty;
  const total = Math.min(matching.length, limits.countedItems);
  // Past the last page (an old link, a hand-made URL): the last page there is.
  const page = Math.min(asked, Math.ceil(total / SEARCH_PER_PAGE));
  // The last page ends at the count, even when more items match than were counted.
  const order = await rankedOrder(deps, locale, { q, match, expand }, matching, Math.min(page * SEARCH_PER_PAGE, total), limits.rankedRows);
  const keys = order.slice((page - 1) * SEARCH_PER_PAGE, page * SEARCH_PER_PAGE);
  const highlighter = createHighlighter(q, 'results');
  const items = ordered(keys, await loadItems(deps, locale, keys, true)).map((item) => ({
    ...item,
    highlight: { name: highlighter.text(item.name), modelCode: highlighter.code(item.modelCode), summary: highlighter.text(item.summary) },
  }));
  return { paging: 'offset', q, rows: items, total, capped: matching.length > limits.countedItems, page, perPage: SEARCH_PER_PAGE };
}

export async function searchSuggestions(ctx: Ctx<'deps' | 'locale'>, { q }: z.output<typeof SearchSuggestInputSchema>): Promise<SearchSuggestion[]> {
  const { deps, locale } = ctx;
  const expand = await prefixExpander(deps);
  const match = buildMatch(q, 'suggest', expand);
  if (match === null) return [];
  const byCode = await guarded(deps, q, () => itemsByCode(deps, locale, q, expand, SUGGEST_LIMIT));
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ item: number }>(sql`
      with matched as materialized (
        select rowid, ${TITLES_INDEX.rank} as score from ${TITLES_INDEX.table}
        where ${TITLES_INDEX.table} match ${`${SUGGEST_COLUMNS} : (${match})`} and ${languageFilter(locale)}
        limit ${SUGGEST_CANDIDATES}
      )
      select rowid >> 3 as item from matched group by item order by min(score), item limit ${SUGGEST_LIMIT}`),
  );
  const keys = codeFirst(byCode ?? [], (rows ?? []).map((row) => Number(row.item))).slice(0, SUGGEST_LIMIT);
  if (keys.length === 0) return [];
  return ordered(keys, await loadItems(deps, locale, keys, false)).map(({ kind, id, url, name, modelCode, imageUrl }) => ({
    kind,
    id,
    url,
    name,
    modelCode,
    imageUrl,
  }));
}

/**
 * The first `count` matching items in catalogue order (empty when the index refused the query). The scan stops there:
 * FTS5 gives rows in rowid order, and the words of a prefix are read lazily once written out (search-terms.ts).
 */
async function matchingItems(deps: AppDeps, locale: Locale, match: string, count: number): Promise<number[]> {
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ item: number }>(sql`
      select distinct rowid >> 3 as item from catalog_search where catalog_search match ${match} and ${languageFilter(locale)} limit ${count}`),
  );
  return (rows ?? []).map((row) => Number(row.item)).sort((a, b) => a - b);
}

/** The first `wanted` items of the order described at the top of this file. */
async function rankedOrder(
  deps: AppDeps,
  locale: Locale,
  { q, match, expand }: { q: string; match: string; expand: PrefixExpander },
  matching: readonly number[],
  wanted: number,
  rankedRows: number,
): Promise<number[]> {
  const order = new Set<number>();
  const take = (items: Iterable<number>) => {
    for (const item of items) {
      if (order.size >= wanted) return;
      order.add(item);
    }
  };
  // The model codes starting with the query first (search-codes.ts), among the items that match it.
  const matched = new Set(matching);
  take(((await guarded(deps, q, () => itemsByCode(deps, locale, q, expand, wanted))) ?? []).filter((item) => matched.has(item)));
  take(await rankedWindow(deps, TITLES_INDEX, match, locale, rankedRows, wanted));
  if (order.size < wanted && order.size < matching.length) {
    take(await rankedWindow(deps, FULL_INDEX, match, locale, rankedRows, wanted + order.size));
  }
  take(matching);
  return [...order];
}

/**
 * Items of the first `rows` matching rows of an index, best first, at most `wanted` of them. The rows are ranked
 * without grouping, and the first `2 * wanted` hold `wanted` items, since an item has at most two rows here.
 */
async function rankedWindow(
  deps: AppDeps,
  { table, rank }: RankedIndex,
  match: string,
  locale: Locale,
  rows: number,
  wanted: number,
): Promise<number[]> {
  const ranked = await guarded(deps, match, () =>
    deps.db.all<{ row: number }>(sql`
      with candidates as materialized (
        select rowid, ${rank} as score from ${table} where ${table} match ${match} and ${languageFilter(locale)} limit ${rows}
      )
      select rowid as row from candidates order by score, rowid limit ${wanted * 2}`),
  );
  return (ranked ?? []).map(({ row }) => Number(row) >> 3);
}

/** The loaded items in the order of `keys`; items deleted since they matched are left out. */
function ordered(keys: readonly number[], rows: readonly ItemRow[]) {
  const byKey = new Map(rows.map((row) => [Number(row.item), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    const item = row ? toItem(row) : null;
    return item ? [item] : [];
  });
}

/**
 * The expression is built from quoted words only, so FTS5 should never refuse it; should it still (a tokenizer edge
 * the builder did not foresee), the visitor gets no results and the log gets the query, instead of an error page.
 */
async function guarded<T>(deps: AppDeps, query: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!refusedByIndex(error)) throw error;
    deps.logger.warn({ err: error, query }, 'catalogue search: query refused by the index');
    return null;
  }
}

/** drizzle wraps the driver's error (whose message names FTS5) in one that quotes the SQL: look down the causes. */
const refusedByIndex = (error: unknown): boolean => databaseErrorMatches(error, /^(SQLITE_ERROR: )?fts5:/i);
