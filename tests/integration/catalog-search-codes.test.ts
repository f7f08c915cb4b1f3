import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults, SearchSuggestion } from '../../src/shared/catalog/search.schema';
import type { Locale } from '../../src/shared/locales';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Model codes in catalogue search, on the demo catalogue (issue 30 item 10): a code family typed ("vh") lists the
 * models before their kits and spare parts, and a model code however it is typed lists that model first.
 */

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function call<T>(procedure: 'results' | 'suggest', q: string, lang: Locale): Promise<T> {
  const path = `/trpc/public.search.${procedure}?lang=${lang}&input=${encodeURIComponent(JSON.stringify({ q }))}`;
  const response = await test.app.request(path, { headers: { Accept: 'application/json' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

const suggested = async (q: string, lang: Locale = 'en') => (await call<SearchSuggestion[]>('suggest', q, lang)).map((item) => item.modelCode);
const found = async (q: string, lang: Locale = 'en') => (await call<SearchResults>('results', q, lang)).rows.map((item) => item.modelCode);

const VH_MODELS = ['VH-15', 'VH-30', 'VH-40', 'VH-60'];

describe('"vh": the VH detectors before their kits and spare parts', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`in the typeahead (${lang})`, async () => {
      const codes = await suggested('vh', lang);
      expect(codes.slice(0, 4)).toEqual(VH_MODELS);
      expect(codes.slice(4).length).toBeGreaterThan(0);
      for (const code of codes.slice(4)) expect(code).toMatch(/^VH-\d+-[A-Z]+$/);
    });

    it(`in the results (${lang})`, async () => {
      const codes = await found('vh', lang);
      expect(codes.slice(0, 4)).toEqual(VH_MODELS);
      for (const code of codes.slice(4)) expect(code).toMatch(/^VH-\d+-[A-Z]+$/);
    });
  }
});

describe('an exact model code ranks that model first, however it is typed', () => {
  for (const typed of ['vh-15', 'vh15', 'VH 15', 'VH-15', 'Vh15']) {
    it(`"${typed}"`, async () => {
      const results = await found(typed);
      expect(results[0]).toBe('VH-15');
      // Then its kit and parts.
      expect(results.slice(1).every((code) => code.startsWith('VH-15-'))).toBe(true);
      expect((await suggested(typed))[0]).toBe('VH-15');
      expect((await suggested(typed, 'pt'))[0]).toBe('VH-15');
    });
  }

  it('another family too: "sa 25" lists the SA-25 first', async () => {
    expect((await found('sa 25'))[0]).toBe('SA-25');
    expect((await suggested('SA-25'))[0]).toBe('SA-25');
  });

  it('a query that is no code keeps its text ranking', async () => {
    expect((await found('spark tester')).slice(0, 3)).toEqual(expect.arrayContaining(['SD-30']));
  });
});
