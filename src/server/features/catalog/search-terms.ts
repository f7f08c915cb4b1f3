import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';

/**
 * The words of the catalogue search index, kept in memory to expand a prefix word ("detec") into the words it stands
 * for ("detection" OR "detector" OR ...), decision 0029. FTS5 answers a prefix longer than its prefix index (2 and 3
 * characters) by merging the doclists of every such word before the first row, in every statement that names it, and
 * bm25 reads the merged list once more; the same words written out are read lazily, so a statement with a LIMIT stops
 * early. The list is the index's own (fts5vocab `catalog_search_terms`), so an expansion matches exactly what the
 * prefix would.
 *
 * The list belongs to one generation of the index: `catalog_search_state.generation` goes up with every write to it
 * (drizzle/0017), whatever process made it. A search reads the generation (one row) and, when the list is older,
 * waits for it to be read again; searches that arrive meanwhile wait for the same read. Every search of one
 * generation so expands the same way, and the order of results never depends on how warm the list was.
 */

/** A prefix that stands for more words than this is left to FTS5: a long OR costs more than the merge. */
export const MAX_EXPANSION = 32;
/** Terms read per statement while the list is read, so other requests run between the chunks. */
const CHUNK = 1000;
/** Only these are expanded: their folding is plain, so a JavaScript prefix test is the byte prefix FTS5 would use. */
const PLAIN_TOKEN = /^[a-z0-9]+$/;

/** The words a prefix stands for, or null when FTS5 should expand it itself. */
export type PrefixExpander = (prefix: string) => readonly string[] | null;

interface TermList {
  generation: number;
  /** Sorted in JavaScript's order (UTF-16 code units), the order the binary search compares in. */
  terms: string[];
}

interface TermState {
  list: TermList | null;
  /** The read under way, and the generation it reads. */
  reading: { generation: number; done: Promise<TermList> } | null;
}

const states = new WeakMap<AppDeps['db'], TermState>();

/** The expander for the index as it is now (the list is read first when the index has changed since). */
export async function prefixExpander(deps: AppDeps): Promise<PrefixExpander> {
  let state = states.get(deps.db);
  if (!state) {
    state = { list: null, reading: null };
    states.set(deps.db, state);
  }
  const generation = await currentGeneration(deps);
  const list = state.list?.generation === generation ? state.list : await read(deps, state, generation);
  return (prefix) => expand(list.terms, prefix);
}

async function currentGeneration(deps: AppDeps): Promise<number> {
  const rows = await deps.db.all<{ generation: number }>(sql`select generation from catalog_search_state where id = 1`);
  return Number(rows[0]?.generation ?? 0);
}

function read(deps: AppDeps, state: TermState, generation: number): Promise<TermList> {
  if (state.reading?.generation === generation) return state.reading.done;
  const done: Promise<TermList> = readTerms(deps)
    .then((terms) => (state.list = { generation, terms }))
    .finally(() => {
      // Settled either way: the next search of this generation uses the list, or reads afresh after a failure.
      if (state.reading?.done === done) state.reading = null;
    });
  state.reading = { generation, done };
  return done;
}

/** Every term, in chunks (fts5vocab gives them in order, so `term > last` with a LIMIT reads each once), yielding between them. */
async function readTerms(deps: AppDeps): Promise<string[]> {
  const terms: string[] = [];
  let last = '';
  for (;;) {
    const rows = await deps.db.all<{ term: string }>(
      sql`select term from catalog_search_terms where term > ${last} order by term limit ${CHUNK}`,
    );
    for (const { term } of rows) terms.push(term);
    if (rows.length < CHUNK) break;
    last = rows[rows.length - 1]!.term;
    // The driver answers a local file synchronously: without this the whole read would hold the event loop.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return terms.sort();
}

/** The terms that start with `prefix`, or null when FTS5 should expand it (not plain, or too many). */
export function expand(terms: readonly string[], prefix: string): readonly string[] | null {
  if (!PLAIN_TOKEN.test(prefix)) return null;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < terms.length && terms[at]!.startsWith(prefix); at++) {
    if (found.length === MAX_EXPANSION) return null;
    found.push(terms[at]!);
  }
  return found;
}
