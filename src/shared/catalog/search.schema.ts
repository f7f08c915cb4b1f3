import { z } from 'zod';
import type { OffsetPage } from '../list/page';

/**
 * Catalogue search (issue 8, scope 5): `public.search.results` for /search?q= and /products/search?search=, and
 * `public.search.suggest` for the header typeahead. Any text is a valid query: it is cut to SEARCH_QUERY_MAX_CHARS
 * (never refused), and what is not a word (quotes, operators, emoji, SQL punctuation) only separates words.
 */

/** Longer queries are cut, not refused: nobody types more, and pasted text still finds its first words. */
export const SEARCH_QUERY_MAX_CHARS = 200;
/** Results per page on the search pages (SPEC.md pagination). */
export const SEARCH_PER_PAGE = 10;
/**
 * Matching items are counted up to this many (decision 0029): a word every product has ("voltage") would otherwise be
 * counted row by row on every search. Beyond it the page says "more than" and pages end at SEARCH_COUNTED_ITEMS.
 */
export const SEARCH_COUNTED_ITEMS = 1000;
/** Suggestions the typeahead shows at most. */
export const SUGGEST_LIMIT = 8;

/** Cuts by code points, so an emoji at the limit is not split into a lone surrogate. */
export function clampQuery(value: string): string {
  const trimmed = value.trim();
  return trimmed.length <= SEARCH_QUERY_MAX_CHARS ? trimmed : Array.from(trimmed).slice(0, SEARCH_QUERY_MAX_CHARS).join('').trim();
}

/** Anything that is not a string (a number, an object from a hand-made URL) counts as no query. */
const query = z.string().catch('').transform(clampQuery);
/** A page out of range is page 1 here; the service also clamps it to the last page there is. */
const page = z.coerce.number().int().min(1).max(100_000).catch(1);

export const SearchResultsInputSchema = z.object({ q: query, page: page.optional() });
export type SearchResultsInput = z.input<typeof SearchResultsInputSchema>;

export const SearchSuggestInputSchema = z.object({ q: query });

/** A piece of a shown text; `hit` pieces are words of the query. Rendered as text (never as HTML). */
export interface SearchSegment {
  text: string;
  hit: boolean;
}

export type SearchItemKind = 'product' | 'option';

export interface SearchHit {
  kind: SearchItemKind;
  id: number;
  /** /product/{slug} or /product/{slug}/{option}. */
  url: string;
  /** In the visitor's language, English where it is untranslated. */
  name: string;
  modelCode: string;
  summary: string;
  imageUrl: string;
  /** The same three texts cut into pieces, the matched words marked. */
  highlight: { name: SearchSegment[]; modelCode: SearchSegment[]; summary: SearchSegment[] };
}

/**
 * A page of ranked results (page clamped to 1..the last page). `total` counts up to SEARCH_COUNTED_ITEMS and `capped`
 * says more items match than that (the ranking's own cap, lower than the lists' LIST_COUNT_CAP).
 */
export interface SearchResults extends OffsetPage<SearchHit> {
  /** The query as searched (trimmed and cut to the maximum length). */
  q: string;
}

export interface SearchSuggestion {
  kind: SearchItemKind;
  id: number;
  url: string;
  name: string;
  modelCode: string;
  imageUrl: string;
}
