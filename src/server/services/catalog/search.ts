import { sql } from 'drizzle-orm';
import {
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
import { languageFilter, loadItems, RANK, toItem, type ItemRow } from './search-index';
import { buildMatch } from './search-query';

/**
 * Catalogue search (issue 8, scope 5): ranked results for the search pages and suggestions for the typeahead, in the
 * visitor's language and English. An item (product or option) has at most two rows among those searched (its
 * language and English) and ranks at its better one.
 */

/** Suggestions look at what items are called: typing "po" should list products, not every text that says "power". */
const SUGGEST_COLUMNS = '{name model}';
/**
 * A two-letter prefix may match most of the catalogue; ranking every match would cost more than a keystroke allows.
 * The typeahead ranks the first this many matches (all of them once the prefix is specific), the results page all.
 */
const SUGGEST_CANDIDATES = 1000;

export async function searchResults(deps: AppDeps, locale: Locale, raw: unknown): Promise<SearchResults> {
  const { q, page: asked = 1 } = SearchResultsInputSchema.parse(raw);
  const empty: SearchResults = { q, items: [], total: 0, page: 1, perPage: SEARCH_PER_PAGE };
  const match = buildMatch(q, 'results');
  if (match === null) return empty;
  const total = await countItems(deps, locale, match);
  if (!total) return empty;
  // Past the last page (an old link, a hand-made URL): the last page there is.
  const page = Math.min(asked, Math.ceil(total / SEARCH_PER_PAGE));
  const keys = (await rankedItems(deps, locale, match, page * SEARCH_PER_PAGE)).slice((page - 1) * SEARCH_PER_PAGE);
  const highlighter = createHighlighter(q, 'results');
  const items = ordered(keys, await loadItems(deps, locale, keys, true)).map((item) => ({
    ...item,
    highlight: { name: highlighter.text(item.name), modelCode: highlighter.code(item.modelCode), summary: highlighter.text(item.summary) },
  }));
  return { q, items, total, page, perPage: SEARCH_PER_PAGE };
}

export async function searchSuggestions(deps: AppDeps, locale: Locale, raw: unknown): Promise<SearchSuggestion[]> {
  const { q } = SearchSuggestInputSchema.parse(raw);
  const match = buildMatch(q, 'suggest');
  if (match === null) return [];
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ item: number }>(sql`
      with matched as materialized (
        select rowid, ${RANK} as score from catalog_search
        where catalog_search match ${`${SUGGEST_COLUMNS} : (${match})`} and ${languageFilter(locale)}
        limit ${SUGGEST_CANDIDATES}
      )
      select rowid >> 3 as item from matched group by item order by min(score), item limit ${SUGGEST_LIMIT}`),
  );
  const keys = (rows ?? []).map((row) => Number(row.item));
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

/** How many items match (0 when the index refused the query). */
async function countItems(deps: AppDeps, locale: Locale, match: string): Promise<number> {
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ total: number }>(sql`
      select count(distinct rowid >> 3) as total from catalog_search where catalog_search match ${match} and ${languageFilter(locale)}`),
  );
  return Number(rows?.[0]?.total ?? 0);
}

/**
 * The best `count` items, best first. The rows are ranked without grouping (a bounded sort, no temporary table of
 * every match) and the first `2 * count` rows always hold `count` items, since an item has at most two rows here.
 */
async function rankedItems(deps: AppDeps, locale: Locale, match: string, count: number): Promise<number[]> {
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ row: number }>(sql`
      select rowid as row from catalog_search where catalog_search match ${match} and ${languageFilter(locale)}
      order by ${RANK}, rowid limit ${count * 2}`),
  );
  const items = new Set<number>();
  for (const { row } of rows ?? []) {
    items.add(Number(row) >> 3);
    if (items.size === count) break;
  }
  return [...items];
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
function refusedByIndex(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    if (/^(SQLITE_ERROR: )?fts5:/i.test(cause.message)) return true;
  }
  return false;
}
