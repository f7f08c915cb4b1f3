import { sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { languageFilter } from './search-index';
import { buildMatch, codeQuery } from './search-query';
import type { PrefixExpander } from './search-terms';

/**
 * Model codes first (issue 30 item 10; docs/decisions/0039). bm25 favours short rows, so a kit or a spare part (no
 * summary) outranked its instrument, and "VH 15" listed the VH-15 last. The items whose model code starts with the
 * query read as a code (`codeQuery`: "vh", "vh-15", "VH 15") are listed first: shortest code first, so the model
 * comes before its kits and parts, whose codes extend it ("VH-15", "VH-15-K", "VH-15-XB"), then by the code.
 *
 * One statement over the `model` column of `catalog_titles` ("VH-15 vh15": the code and its compact form), the
 * compact code as a prefix. It reads the code of at most CODE_ROWS rows, in catalogue order (decision 0029 bounds
 * what a search costs): a code typed in full matches a few rows; a family prefix on a catalogue of thousands ranks
 * the first CODE_ROWS of them and leaves the rest to the text ranking.
 */
const CODE_ROWS = 100;

/** The items (`id * 2 + kind`) whose model code starts with the query, best first; empty when it cannot be a code. */
export async function itemsByCode(deps: AppDeps, locale: Locale, q: string, expand: PrefixExpander, wanted: number): Promise<number[]> {
  const code = codeQuery(q);
  // The compact code as the typeahead's last word: a prefix, written out as its terms when long (search-terms.ts).
  const match = code === null ? null : buildMatch(code, 'suggest', expand);
  if (match === null) return [];
  const rows = await deps.db.all<{ item: number }>(sql`
    with hits as materialized (
      select rowid, model from catalog_titles
      where catalog_titles match ${`{model} : (${match})`} and ${languageFilter(locale)} limit ${CODE_ROWS}
    )
    select rowid >> 3 as item from hits group by item order by min(length(model)), min(lower(model)), item limit ${wanted}`);
  return rows.map((row) => Number(row.item));
}

/** The code's items first, then the others in their order, each once. */
export function codeFirst(byCode: readonly number[], ranked: Iterable<number>): number[] {
  return [...new Set([...byCode, ...ranked])];
}
