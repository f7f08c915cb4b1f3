import { describe, expect, it } from 'vitest';
import { buildMatch } from '../../src/server/features/catalog/search-query';
import { expand, MAX_EXPANSION } from '../../src/server/features/catalog/search-terms';

/** Prefix words written out from the index's term list (decision 0029). */
const TERMS = ['detecao', 'deteccion', 'detecteur', 'detector', 'detectors', 'determine', 'strasse', 'straße', 'test', 'tester'].sort();

describe('expand: the terms a prefix stands for', () => {
  it('lists every term that starts with the prefix, the prefix itself included', () => {
    expect(expand(TERMS, 'detec')).toEqual(['detecao', 'deteccion', 'detecteur', 'detector', 'detectors']);
    expect(expand(TERMS, 'test')).toEqual(['test', 'tester']);
    expect(expand(TERMS, 'tester')).toEqual(['tester']);
  });

  it('includes terms whose rest is not ASCII, as the byte prefix of FTS5 does', () => {
    expect(expand(TERMS, 'stra')).toEqual(['strasse', 'straße']);
  });

  it('is empty for a prefix no term has, before the first term and after the last', () => {
    expect(expand(TERMS, 'zzzz')).toEqual([]);
    expect(expand(TERMS, 'aaaa')).toEqual([]);
    expect(expand(TERMS, 'detz')).toEqual([]);
    expect(expand([], 'test')).toEqual([]);
  });

  it('leaves to FTS5 a prefix that is not plain ASCII, and one that stands for too many terms', () => {
    expect(expand(TERMS, 'straß')).toBeNull();
    const many = Array.from({ length: MAX_EXPANSION + 1 }, (_, i) => `plexo${String(i).padStart(2, '0')}`);
    expect(expand(many, 'plexo')).toBeNull();
    expect(expand(many.slice(0, MAX_EXPANSION), 'plexo')).toHaveLength(MAX_EXPANSION);
  });
});

describe('buildMatch with an expander', () => {
  const expander = (prefix: string) => expand(TERMS, prefix);

  it('writes out a prefix longer than the prefix index as its words', () => {
    expect(buildMatch('detec', 'results', expander)).toBe('("detecao" OR "deteccion" OR "detecteur" OR "detector" OR "detectors")');
    expect(buildMatch('tester', 'results', expander)).toBe('"tester"');
  });

  it('keeps prefixes of the prefix index (3 characters) and unknown or refused ones as FTS5 prefixes', () => {
    expect(buildMatch('det', 'results', expander)).toBe('"det"*');
    expect(buildMatch('straß', 'results', expander)).toBe('"straß"*');
    expect(buildMatch('detec', 'results')).toBe('"detec"*');
  });

  it('a prefix no term starts with is a word that matches nothing', () => {
    expect(buildMatch('zzzz', 'results', expander)).toBe('"zzzz"');
  });

  it('expands the compact form of a code and the typeahead word being typed', () => {
    expect(buildMatch('te-st', 'results', expander)).toBe('(("te" AND "st") OR ("test" OR "tester"))');
    expect(buildMatch('test detec', 'suggest', expander)).toBe(
      '(("test" OR "tester") AND ("detecao" OR "deteccion" OR "detecteur" OR "detector" OR "detectors")) OR "testdetec"',
    );
  });
});
