import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../src/server/features/catalog/search-highlight';
import {
  buildMatch,
  compactCode,
  fold,
  MAX_QUERY_WORDS,
  MAX_TOKEN_CHARS,
  parseQuery,
  tokens,
} from '../../src/server/features/catalog/search-query';
import { clampQuery, SEARCH_QUERY_MAX_CHARS, SearchResultsInputSchema } from '../../src/shared/catalog/search.schema';

describe('folding and tokens (as unicode61 remove_diacritics 2)', () => {
  it('lower-cases and removes accents in every language', () => {
    expect(fold('Detección Prüfgerät électrique coëfficiënt detecção İNOX')).toBe('deteccion prufgerat electrique coefficient deteccao inox');
  });

  it('splits on everything that is not a letter or a digit', () => {
    expect(tokens('VH-15 "pin/hole" 2,5kV — 😀 l’appareil')).toEqual(['vh', '15', 'pin', 'hole', '2', '5kv', 'l', 'appareil']);
    expect(tokens('"*-^:(){}[]+\'; --')).toEqual([]);
  });

  it('cuts a very long token', () => {
    expect(tokens('x'.repeat(500))).toEqual(['x'.repeat(MAX_TOKEN_CHARS)]);
  });

  it('compacts a model code however it was written', () => {
    for (const code of ['VH-15', 'vh15', 'VH 15', 'vh-15', 'V.H/15']) expect(compactCode(code)).toBe('vh15');
  });

  it('keeps at most a few words', () => {
    expect(parseQuery('a b c d e f g h i j k l')).toHaveLength(MAX_QUERY_WORDS);
    expect(parseQuery('  VH-15   probe ')).toEqual([
      { parts: ['vh', '15'], compact: 'vh15' },
      { parts: ['probe'], compact: 'probe' },
    ]);
  });
});

describe('buildMatch', () => {
  it('answers null when nothing searchable is left', () => {
    for (const q of ['', '   ', '"', '*', '-', '😀🔥', '(((', '^:']) {
      expect(buildMatch(q, 'results')).toBeNull();
      expect(buildMatch(q, 'suggest')).toBeNull();
    }
  });

  it('quotes every word, so FTS5 operators typed by a visitor are plain words', () => {
    expect(buildMatch('OR', 'results')).toBe('"or"');
    expect(buildMatch('NEAR(a b, 2)', 'results')).toBe('((("near"* AND "a") OR "neara"*) AND "b" AND "2") OR "nearab2"*');
    expect(buildMatch('quenz*', 'results')).toBe('"quenz"*');
    expect(buildMatch('-detector', 'results')).toBe('"detector"*');
    expect(buildMatch('"unbalanced', 'results')).toBe('"unbalanced"*');
    expect(buildMatch("'; DROP TABLE products; --", 'results')).toBe('("drop"* AND "table"* AND "products"*) OR "droptableproducts"*');
  });

  it('never lets a quote, star or bracket through outside a quoted word', () => {
    const samples = ['a"b', 'x" OR "y', 'NEAR("a" "b")', '{name}: x', 'a AND NOT b', '^x*', 'x'.repeat(5000), '\u0000\ud800'];
    for (const q of samples) {
      const expression = buildMatch(q, 'results') ?? '';
      const outside = expression.replace(/"[^"]*"\*?/g, '');
      expect(outside).toMatch(/^[\s()ANDOR]*$/);
    }
  });

  it('matches short words whole and longer ones also as a prefix', () => {
    expect(buildMatch('pd 15 coating', 'results')).toBe('("pd" AND "15" AND "coating"*) OR "pd15coating"*');
  });

  it('lets a code written with separators match its parts or its compact form', () => {
    expect(buildMatch('VH-15', 'results')).toBe('(("vh" AND "15") OR "vh15"*)');
  });

  it('also tries a short query of several words as one compacted code ("VH 15" for VH15)', () => {
    expect(buildMatch('VH 15', 'results')).toBe('("vh" AND "15") OR "vh15"*');
    expect(buildMatch('holiday detector for pipeline coating work', 'results')).not.toContain('holidaydetector');
  });

  it('in the typeahead, the word being typed is a prefix however short', () => {
    expect(buildMatch('spark te', 'results')).toBe('("spark"* AND "te") OR "sparkte"*');
    expect(buildMatch('spark te', 'suggest')).toBe('("spark"* AND "te"*) OR "sparkte"*');
    expect(buildMatch('vh', 'suggest')).toBe('"vh"*');
  });

  it('in the typeahead, a trailing single character waits for the next one', () => {
    expect(buildMatch('spark t', 'suggest')).toBe('("spark"*) OR "sparkt"*');
    expect(buildMatch('vh-1', 'suggest')).toBe('(("vh"*) OR "vh1"*)');
    expect(buildMatch('p', 'suggest')).toBeNull();
    expect(buildMatch('a b', 'suggest')).toBeNull();
  });
});

describe('the input schema', () => {
  it('cuts long text instead of refusing it, without splitting an emoji', () => {
    const long = `${'a'.repeat(SEARCH_QUERY_MAX_CHARS - 1)}😀😀`;
    const cut = clampQuery(long);
    expect(Array.from(cut)).toHaveLength(SEARCH_QUERY_MAX_CHARS);
    expect(cut.endsWith('😀')).toBe(true);
    expect(SearchResultsInputSchema.parse({ q: 'x'.repeat(5000) }).q).toHaveLength(SEARCH_QUERY_MAX_CHARS);
  });

  it('treats what is not text as no query and a bad page as page 1', () => {
    expect(SearchResultsInputSchema.parse({ q: 42, page: 'x' })).toEqual({ q: '', page: 1 });
    expect(SearchResultsInputSchema.parse({ q: ' vh ', page: '3' })).toEqual({ q: 'vh', page: 3 });
    expect(SearchResultsInputSchema.parse({ q: 'vh', page: -1 })).toEqual({ q: 'vh', page: 1 });
  });
});

describe('highlighting', () => {
  const marked = (segments: { text: string; hit: boolean }[]) => segments.filter((s) => s.hit).map((s) => s.text);

  it('marks the words the query matched, accents folded, and keeps the text whole', () => {
    const highlight = createHighlighter('deteccion poros', 'results');
    const segments = highlight.text('Detección de poros, Detector');
    expect(segments.map((s) => s.text).join('')).toBe('Detección de poros, Detector');
    expect(marked(segments)).toEqual(['Detección', 'poros']);
  });

  it('marks prefix matches of longer words only', () => {
    const highlight = createHighlighter('detect 15', 'results');
    expect(marked(highlight.text('Detector 15 kV, 150 kV'))).toEqual(['Detector', '15']);
  });

  it('marks a whole model code typed without its separators', () => {
    const highlight = createHighlighter('vh15', 'results');
    expect(highlight.code('VH-15')).toEqual([{ text: 'VH-15', hit: true }]);
    expect(highlight.code('PS-20')).toEqual([{ text: 'PS-20', hit: false }]);
    expect(createHighlighter('VH 15', 'results').code('VH15')).toEqual([{ text: 'VH15', hit: true }]);
  });

  it('joins neighbouring pieces and returns plain text pieces, never markup', () => {
    const segments = createHighlighter('probe', 'results').text('<b>Probe</b> & <i>probes</i>');
    expect(segments).toEqual([
      { text: '<b>', hit: false },
      { text: 'Probe', hit: true },
      { text: '</b> & <i>', hit: false },
      { text: 'probes', hit: true },
      { text: '</i>', hit: false },
    ]);
  });
});
