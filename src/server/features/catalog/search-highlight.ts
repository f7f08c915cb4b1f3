import type { SearchSegment } from '../../../shared/catalog/search.schema';
import { compactCode, fold, matchesAsPrefix, parseQuery, type MatchMode, type QueryWord } from './search-query';

/**
 * Marks the words of a shown text that the query matched, by the rules the index used (folded, whole token or
 * prefix). Done on the shown text rather than with FTS5's highlight(): the name and summary a visitor sees may come
 * from the English row while the match was in their own language's row.
 */

/** What a query matches: its tokens (with whether each may match as a prefix) and its compact forms for codes. */
export interface Highlighter {
  text(value: string): SearchSegment[];
  code(value: string): SearchSegment[];
}

interface Needle {
  token: string;
  prefix: boolean;
}

function needlesOf(words: QueryWord[], mode: MatchMode): { tokens: Needle[]; compacts: Needle[] } {
  const last = words.length - 1;
  const tokens = words.flatMap((word, index) =>
    word.parts.map((part, at) => ({ token: part, prefix: matchesAsPrefix(part, mode, index === last && at === word.parts.length - 1) })),
  );
  const whole = words.map((word) => word.compact).join('');
  const compacts = words.map((word, index) => ({ token: word.compact, prefix: matchesAsPrefix(word.compact, mode, index === last) }));
  if (words.length > 1) compacts.push({ token: whole, prefix: matchesAsPrefix(whole, mode, true) });
  return { tokens, compacts };
}

const hits = (needles: Needle[], folded: string) =>
  needles.some(({ token, prefix }) => folded === token || (prefix && folded.startsWith(token)));

/** Letters (with their accents) and digits, as one piece; everything else between them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

function segments(value: string, isHit: (word: string) => boolean): SearchSegment[] {
  const out: SearchSegment[] = [];
  const push = (text: string, hit: boolean) => {
    if (text === '') return;
    const previous = out[out.length - 1];
    // Neighbouring pieces of the same kind are joined: fewer, longer segments to send and render.
    if (previous && previous.hit === hit) previous.text += text;
    else out.push({ text, hit });
  };
  let at = 0;
  for (const match of value.matchAll(WORD)) {
    push(value.slice(at, match.index), false);
    push(match[0], isHit(fold(match[0])));
    at = match.index + match[0].length;
  }
  push(value.slice(at), false);
  return out;
}

export function createHighlighter(query: string, mode: MatchMode): Highlighter {
  const { tokens, compacts } = needlesOf(parseQuery(query), mode);
  return {
    text: (value) => segments(value, (word) => hits(tokens, word)),
    // "vh15" typed: the whole code "VH-15" is the match, not a piece of it.
    code: (value) => (value !== '' && hits(compacts, compactCode(value)) ? [{ text: value, hit: true }] : segments(value, (word) => hits(tokens, word))),
  };
}
