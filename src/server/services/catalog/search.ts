import { sql, type SQL } from 'drizzle-orm';
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
import { itemColumns, languageFilter, RANK, toItem, type ItemRow } from './search-index';
import { buildMatch } from './search-query';

/**
 * Catalogue search (issue 8, scope 5): ranked results for the search pages and suggestions for the typeahead, in the
 * visitor's language and English. Each answer is one SQL statement: the matches ranked by bm25 and grouped per item
 * (a product matching in two languages counts once, at its best rank), the page cut, and the shown texts joined.
 */

/** Suggestions look at what a product is called, not at its long texts: typing "ho" should not list every manual. */
const SUGGEST_COLUMNS = '{name model purpose}';

type RankedRow = ItemRow & { total: number };

export async function searchResults(deps: AppDeps, locale: Locale, raw: unknown): Promise<SearchResults> {
  const { q, page: asked = 1 } = SearchResultsInputSchema.parse(raw);
  const empty: SearchResults = { q, items: [], total: 0, page: 1, perPage: SEARCH_PER_PAGE };
  const match = buildMatch(q, 'results');
  if (match === null) return empty;
  let page = asked;
  let rows = await ranked(deps, locale, match, page);
  if (rows === null) return empty;
  if (rows.length === 0 && page > 1) {
    // Past the last page (an old link, a hand-made URL): answer the last page there is.
    const total = await countMatches(deps, locale, match);
    if (total === 0) return empty;
    page = Math.ceil(total / SEARCH_PER_PAGE);
    rows = (await ranked(deps, locale, match, page)) ?? [];
  }
  const highlighter = createHighlighter(q, 'results');
  const items = rows.flatMap((row) => {
    const item = toItem(row);
    if (!item) return [];
    const highlight = { name: highlighter.text(item.name), modelCode: highlighter.code(item.modelCode), summary: highlighter.text(item.summary) };
    return [{ ...item, highlight }];
  });
  return { q, items, total: Number(rows[0]?.total ?? 0), page, perPage: SEARCH_PER_PAGE };
}

export async function searchSuggestions(deps: AppDeps, locale: Locale, raw: unknown): Promise<SearchSuggestion[]> {
  const { q } = SearchSuggestInputSchema.parse(raw);
  const match = buildMatch(q, 'suggest');
  if (match === null) return [];
  const { columns, joins } = itemColumns(locale, false);
  const rows = await guarded(deps, match, () =>
    deps.db.all<ItemRow>(sql`
      with ${matched(locale, `${SUGGEST_COLUMNS} : (${match})`)}, source as (
        select rowid >> 3 as item, min(score) as score from matched group by item order by score, item limit ${SUGGEST_LIMIT}
      )
      select ${columns} from source ${joins} order by source.score, source.item`),
  );
  return (rows ?? []).flatMap((row) => {
    const item = toItem(row);
    return item ? [{ kind: item.kind, id: item.id, url: item.url, name: item.name, modelCode: item.modelCode, imageUrl: item.imageUrl }] : [];
  });
}

/** One page of ranked items with the total of items matched (null when the index refused the query). */
function ranked(deps: AppDeps, locale: Locale, match: string, page: number): Promise<RankedRow[] | null> {
  const { columns, joins } = itemColumns(locale, true);
  return guarded(deps, match, () =>
    deps.db.all<RankedRow>(sql`
      with ${matched(locale, match)}, grouped as (
        select rowid >> 3 as item, min(score) as score from matched group by item
      ), source as (
        select item, score, count(*) over () as total from grouped order by score, item
        limit ${SEARCH_PER_PAGE} offset ${(page - 1) * SEARCH_PER_PAGE}
      )
      select ${columns}, source.total as total from source ${joins} order by source.score, source.item`),
  );
}

async function countMatches(deps: AppDeps, locale: Locale, match: string): Promise<number> {
  const rows = await guarded(deps, match, () =>
    deps.db.all<{ total: number }>(sql`
      select count(distinct rowid >> 3) as total from catalog_search where catalog_search match ${match} and ${languageFilter(locale)}`),
  );
  return Number(rows?.[0]?.total ?? 0);
}

/** Materialized: FTS5's bm25() may only run in the query over the index itself, not under the grouping above it. */
function matched(locale: Locale, match: string): SQL {
  return sql`matched as materialized (
    select rowid, ${RANK} as score from catalog_search where catalog_search match ${match} and ${languageFilter(locale)}
  )`;
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
