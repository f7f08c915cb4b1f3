/**
 * From what a visitor typed to an FTS5 MATCH expression for the `catalog_search` index (drizzle/0006). The visitor's
 * text never reaches FTS5's query syntax: it is folded and cut into words of letters and digits, and every word is a
 * quoted string, so quotes, `NEAR(`, `*`, `-`, `OR`, `^`, `:` and SQL are only separators or plain words.
 */
import type { PrefixExpander } from './search-terms';

/** Words after the first few add little and cost a doclist each. */
export const MAX_QUERY_WORDS = 8;
/** No real word or model code is longer; the rest of a longer run is dropped. */
export const MAX_TOKEN_CHARS = 40;
/** Shorter words match whole tokens only ("15" must not find "150"); longer ones also match as a prefix. */
export const PREFIX_MIN_CHARS = 3;
/** The shortest prefix the typeahead asks the index for (its prefix index holds 2 and 3 characters). */
export const SUGGEST_MIN_PREFIX = 2;
/** The longest prefix the index answers from its prefix index; a longer one is written out as its words when it can. */
export const PREFIX_INDEX_MAX_CHARS = 3;
/** "VH 15" may be a code stored as "VH15": the whole query compacted is tried too when it is this short. */
const MAX_COMPACT_PARTS = 4;

/** Lower case without accents, as the index's tokenizer (unicode61 remove_diacritics 2) folds text. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The tokens of a text as the index sees them: runs of letters and digits, folded. */
export function tokens(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '')
    .map((token) => Array.from(token).slice(0, MAX_TOKEN_CHARS).join(''));
}

/** A model code without its separators ("VH-15" → "vh15"); the index holds this form beside the code's tokens. */
export function compactCode(text: string): string {
  return tokens(text).join('');
}

/** One whitespace-separated word of the query: its tokens ("vh-15" → vh, 15) and their compact form (vh15). */
export interface QueryWord {
  parts: string[];
  compact: string;
}

export function parseQuery(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const chunk of query.split(/\s+/u)) {
    const parts = tokens(chunk);
    if (parts.length === 0) continue;
    words.push({ parts, compact: parts.join('') });
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/**
 * What the query would be as a model code, compacted ("VH 15", "vh-15" and "VH15" are all "vh15"), or null when it
 * cannot be one: more tokens than a code written apart has, or shorter than the typeahead's shortest prefix. Items
 * whose code starts with it are listed first (search.ts): the model itself, then its kits and parts.
 */
export function codeQuery(query: string): string | null {
  const words = parseQuery(query);
  if (words.reduce((sum, word) => sum + word.parts.length, 0) > MAX_COMPACT_PARTS) return null;
  const compact = words.map((word) => word.compact).join('');
  return Array.from(compact).length >= SUGGEST_MIN_PREFIX ? compact : null;
}

export type MatchMode = 'results' | 'suggest';

/** Whether a token also matches as a prefix: long enough, or the word being typed in the typeahead. */
export function matchesAsPrefix(token: string, mode: MatchMode, typing: boolean): boolean {
  return (mode === 'suggest' && typing) || Array.from(token).length >= PREFIX_MIN_CHARS;
}

/**
 * The typeahead waits for a second character of the word being typed: a one-letter prefix ("spark t") matches most of
 * the index (there is no prefix index that short) and says little, so trailing one-character tokens are left out and
 * the words before them suggest. A query of nothing but single characters has no suggestions.
 */
export function typedWords(words: QueryWord[]): QueryWord[] {
  const kept = words.map((word) => ({ ...word, parts: [...word.parts] }));
  for (let last = kept[kept.length - 1]; last; last = kept[kept.length - 1]) {
    const token = last.parts[last.parts.length - 1];
    if (token !== undefined && Array.from(token).length >= SUGGEST_MIN_PREFIX) break;
    last.parts.pop();
    if (last.parts.length === 0) kept.pop();
  }
  return kept;
}

const quoted = (token: string) => `"${token.replace(/"/g, '""')}"`;

/**
 * A token as FTS5 query syntax: a quoted word, or a prefix. A prefix longer than the prefix index is written out as
 * the words it stands for when the expander knows them (search-terms.ts); none means it matches nothing.
 */
function phrase(token: string, prefix: boolean, expand: PrefixExpander | undefined): string {
  if (!prefix) return quoted(token);
  const words = Array.from(token).length > PREFIX_INDEX_MAX_CHARS ? expand?.(token) : null;
  if (!words) return `${quoted(token)}*`;
  if (words.length === 0) return quoted(token);
  return words.length === 1 ? quoted(words[0]!) : `(${words.map(quoted).join(' OR ')})`;
}

/**
 * The MATCH expression, or null when nothing searchable is left. Every word must match (AND); a word made of several
 * tokens ("VH-15") matches them all or its compact form ("vh15"); a short query of several tokens may also be one
 * model code written apart ("VH 15" for "VH15"). In 'suggest' mode the last token is always a prefix (still typing).
 */
export function buildMatch(query: string, mode: MatchMode, expand?: PrefixExpander): string | null {
  const typed = parseQuery(query);
  const words = mode === 'suggest' ? typedWords(typed) : typed;
  if (words.length === 0) return null;
  const lastWord = words.length - 1;
  const perWord = words.map((word, index) => {
    const typing = index === lastWord;
    const lastPart = word.parts.length - 1;
    const all = word.parts.map((part, at) => phrase(part, matchesAsPrefix(part, mode, typing && at === lastPart), expand));
    if (word.parts.length === 1 && word.compact === word.parts[0]) return all[0]!;
    return `((${all.join(' AND ')}) OR ${phrase(word.compact, matchesAsPrefix(word.compact, mode, typing), expand)})`;
  });
  const expression = perWord.join(' AND ');
  // As typed, one-character tokens included: "vh 1" is also the start of "VH1…".
  const partCount = typed.reduce((sum, word) => sum + word.parts.length, 0);
  if (typed.length < 2 || partCount > MAX_COMPACT_PARTS) return expression;
  const compact = typed.map((word) => word.compact).join('');
  return `(${expression}) OR ${phrase(compact, matchesAsPrefix(compact, mode, true), expand)}`;
}
