import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, products, productSpecs } from '../../src/server/db/schema';
import type { SearchResults, SearchSuggestion } from '../../src/shared/catalog/search.schema';
import type { Locale } from '../../src/shared/locales';
import { anyCategoryId, localeColumns, type LocaleTexts } from '../setup/catalog-rows';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Catalogue search through the real stack (HTTP → tRPC → service → FTS5 index kept by the migration's triggers). The
 * tests write their own products with made-up words ("quenzaflux", "zorblat") so the demo catalogue, which another
 * part of the seed fills, cannot change what they find.
 */

let test: TestApp;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  test = await createTestApp();
  categoryId = await anyCategoryId(test.deps);
});
afterAll(() => test.close());

type Texts = LocaleTexts;
const columns = localeColumns;

async function addProduct(fields: { name: Texts; summary?: Texts; description?: Texts; modelCode?: string; published?: boolean }) {
  const slug = `search-test-${++seq}`;
  const [row] = await test.deps.db
    .insert(products)
    .values({
      categoryId,
      slug,
      modelCode: fields.modelCode ?? '',
      published: fields.published ?? true,
      imageUrl: `/images/${slug}.svg`,
      ...columns('name', fields.name),
      ...columns('summary', fields.summary),
      ...columns('description', fields.description),
    })
    .returning({ id: products.id });
  return { id: row!.id, slug };
}

async function addOption(productId: number, fields: { slug: string; name: Texts; modelCode: string; published?: boolean }) {
  const [row] = await test.deps.db
    .insert(productOptions)
    .values({ productId, slug: fields.slug, modelCode: fields.modelCode, published: fields.published ?? true, ...columns('name', fields.name) })
    .returning({ id: productOptions.id });
  return row!.id;
}

async function call<T>(procedure: 'results' | 'suggest', input: unknown, lang: Locale = 'en'): Promise<{ status: number; data: T }> {
  const path = `/trpc/public.search.${procedure}?lang=${lang}&input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await test.app.request(path, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { result?: { data: T } };
  return { status: response.status, data: body.result?.data as T };
}

async function search(q: string, lang: Locale = 'en', page?: number): Promise<SearchResults> {
  const { status, data } = await call<SearchResults>('results', page === undefined ? { q } : { q, page }, lang);
  expect(status).toBe(200);
  return data;
}

const urls = async (q: string, lang: Locale = 'en') => (await search(q, lang)).rows.map((item) => item.url);

describe('words in six languages, accents folded', () => {
  const names: Record<Locale, { name: string; typed: string }> = {
    de: { name: 'Quenzaflux Prüfgerät für Überspannung', typed: 'prufgerat uberspannung' },
    en: { name: 'Quenzaflux naïve café tester', typed: 'naive cafe' },
    es: { name: 'Quenzaflux detección de poros', typed: 'deteccion' },
    fr: { name: 'Quenzaflux détecteur électrique', typed: 'electrique detecteur' },
    nl: { name: 'Quenzaflux coëfficiënt meter', typed: 'coefficient' },
    pt: { name: 'Quenzaflux detecção de falhas', typed: 'deteccao' },
  };
  let slug: string;
  beforeAll(async () => {
    const name = Object.fromEntries(Object.entries(names).map(([lang, entry]) => [lang.toUpperCase(), entry.name]));
    slug = (await addProduct({ name })).slug;
  });

  for (const [lang, { typed, name }] of Object.entries(names) as [Locale, { typed: string; name: string }][]) {
    it(`${lang}: "${typed}" finds the product, shown in ${lang} with the words marked`, async () => {
      const answer = await search(typed, lang);
      expect(answer.rows.map((item) => item.url)).toContain(`/product/${slug}`);
      const hit = answer.rows.find((item) => item.url === `/product/${slug}`)!;
      expect(hit.name).toBe(name);
      expect(hit.highlight.name.map((s) => s.text).join('')).toBe(name);
      const marked = hit.highlight.name.filter((s) => s.hit).map((s) => s.text);
      expect(marked.length).toBeGreaterThan(0);
      for (const text of marked) expect(name).toContain(text);
    });
  }

  it('searches the visitor language and English, not the other languages', async () => {
    const { slug: englishOnly } = await addProduct({ name: { EN: 'Brinkelwave analyser' } });
    const { slug: spanishOnly } = await addProduct({ name: { EN: 'Plain analyser', ES: 'Analizador trompelvago' } });
    expect(await urls('brinkelwave', 'de')).toContain(`/product/${englishOnly}`);
    expect(await urls('trompelvago', 'es')).toContain(`/product/${spanishOnly}`);
    expect(await urls('trompelvago', 'de')).not.toContain(`/product/${spanishOnly}`);
  });
});

describe('model codes however typed', () => {
  let dashed: string;
  let joined: string;
  beforeAll(async () => {
    dashed = (await addProduct({ name: { EN: 'Dashed code detector' }, modelCode: 'QZ-415' })).slug;
    joined = (await addProduct({ name: { EN: 'Joined code detector' }, modelCode: 'QX900' })).slug;
  });

  for (const typed of ['QZ-415', 'qz415', 'QZ 415', 'qz-415', 'Qz415', ' qz.415 ']) {
    it(`"${typed}" finds QZ-415 first`, async () => {
      const answer = await search(typed);
      expect(answer.rows[0]?.url).toBe(`/product/${dashed}`);
      expect(answer.rows[0]?.highlight.modelCode.some((s) => s.hit)).toBe(true);
    });
  }

  for (const typed of ['QX900', 'qx-900', 'QX 900', 'qx 900']) {
    it(`"${typed}" finds QX900`, async () => {
      expect((await search(typed)).rows[0]?.url).toBe(`/product/${joined}`);
    });
  }

  it('the typeahead finds a code from its first characters', async () => {
    for (const typed of ['qz4', 'QZ-41', 'qz 41']) {
      const { status, data } = await call<SearchSuggestion[]>('suggest', { q: typed });
      expect(status).toBe(200);
      expect(data.map((s) => s.url)).toContain(`/product/${dashed}`);
    }
  });
});

describe('ranking, options and publication', () => {
  it('ranks a word in the name above the same word in the description', async () => {
    const inBody = await addProduct({ name: { EN: 'Plain probe' }, description: { EN: '<p>Works with the <strong>zorblat</strong> range.</p>' } });
    const inName = await addProduct({ name: { EN: 'Zorblat probe' } });
    expect(await urls('zorblat')).toEqual([`/product/${inName.slug}`, `/product/${inBody.slug}`]);
  });

  it('finds description text without its HTML, and specification values', async () => {
    const { id, slug } = await addProduct({ name: { EN: 'Tagged text' }, description: { EN: '<p class="strongbox">Gleamwort &amp; more</p>' } });
    await test.deps.db.insert(productSpecs).values({ productId: id, key: 'v', ...columns('label', { EN: 'Frobnitz voltage' }), ...columns('value', { EN: '12' }), unit: 'kV' });
    expect(await urls('gleamwort')).toEqual([`/product/${slug}`]);
    expect(await urls('frobnitz')).toEqual([`/product/${slug}`]);
    expect(await urls('strongbox')).toEqual([]);
  });

  it('finds an option by its own name and code, with its own url and the product picture', async () => {
    const { id, slug } = await addProduct({ name: { EN: 'Carrier unit' }, modelCode: 'CU-1' });
    const optionId = await addOption(id, { slug: 'long-reach', name: { EN: 'Vexilliant long reach' }, modelCode: 'CU-1-LR' });
    const answer = await search('vexilliant');
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]).toMatchObject({ kind: 'option', id: optionId, url: `/product/${slug}/long-reach`, modelCode: 'CU-1-LR', imageUrl: `/images/${slug}.svg` });
    expect((await search('cu1lr')).rows[0]?.url).toBe(`/product/${slug}/long-reach`);
  });

  it('does not find unpublished products, unpublished options or the options of an unpublished product', async () => {
    const hidden = await addProduct({ name: { EN: 'Hushwillow hidden' }, published: false });
    await addOption(hidden.id, { slug: 'o', name: { EN: 'Hushwillow option' }, modelCode: 'HW-1' });
    const shown = await addProduct({ name: { EN: 'Shown carrier' } });
    await addOption(shown.id, { slug: 'o', name: { EN: 'Hushwillow unpublished option' }, modelCode: 'HW-2', published: false });
    expect(await urls('hushwillow')).toEqual([]);
    const suggestions = await call<SearchSuggestion[]>('suggest', { q: 'hushw' });
    expect(suggestions.data).toEqual([]);
  });

  it('pages the results ten at a time and clamps a page past the end', async () => {
    for (let i = 0; i < 12; i++) await addProduct({ name: { EN: `Pagewort item ${i}` } });
    const first = await search('pagewort');
    expect(first).toMatchObject({ total: 12, page: 1, perPage: 10 });
    expect(first.rows).toHaveLength(10);
    const last = await search('pagewort', 'en', 9);
    expect(last).toMatchObject({ total: 12, page: 2 });
    expect(last.rows).toHaveLength(2);
  });
});

describe('the index follows writes (triggers)', () => {
  it('insert, update, specification changes, unpublish, republish, delete', async () => {
    const { id, slug } = await addProduct({ name: { EN: 'Glimmerax tester' } });
    const url = `/product/${slug}`;
    expect(await urls('glimmerax')).toEqual([url]);

    await test.deps.db.update(products).set(columns('name', { EN: 'Sparkwhistle tester' })).where(eq(products.id, id));
    expect(await urls('glimmerax')).toEqual([]);
    expect(await urls('sparkwhistle')).toEqual([url]);

    const [spec] = await test.deps.db
      .insert(productSpecs)
      .values({ productId: id, key: 'w', ...columns('label', { EN: 'Weight' }), ...columns('value', { EN: 'Quibbleton' }) })
      .returning({ id: productSpecs.id });
    expect(await urls('quibbleton')).toEqual([url]);
    await test.deps.db.update(productSpecs).set(columns('value', { EN: 'Snorkelbeam' })).where(eq(productSpecs.id, spec!.id));
    expect(await urls('quibbleton')).toEqual([]);
    expect(await urls('snorkelbeam')).toEqual([url]);
    await test.deps.db.delete(productSpecs).where(eq(productSpecs.id, spec!.id));
    expect(await urls('snorkelbeam')).toEqual([]);

    const optionId = await addOption(id, { slug: 'opt', name: { EN: 'Sparkwhistle mini' }, modelCode: 'SW-M' });
    expect(await urls('sparkwhistle')).toEqual(expect.arrayContaining([url, `${url}/opt`]));
    await test.deps.db.update(productOptions).set({ published: false }).where(eq(productOptions.id, optionId));
    expect(await urls('sparkwhistle')).toEqual([url]);
    await test.deps.db.update(productOptions).set({ published: true }).where(eq(productOptions.id, optionId));

    await test.deps.db.update(products).set({ published: false }).where(eq(products.id, id));
    expect(await urls('sparkwhistle')).toEqual([]);
    await test.deps.db.update(products).set({ published: true }).where(eq(products.id, id));
    expect(await urls('sparkwhistle')).toHaveLength(2);

    await test.deps.db.delete(productOptions).where(eq(productOptions.id, optionId));
    expect(await urls('sparkwhistle')).toEqual([url]);
    await test.deps.db.delete(products).where(eq(products.id, id));
    expect(await urls('sparkwhistle')).toEqual([]);
  });
});

describe('odd queries answer results or none, never an error', () => {
  const odd = [
    '"',
    '"unbalanced',
    '""',
    'NEAR(',
    'NEAR(a b, 2)',
    '*',
    'quenz*',
    '-',
    '-quenzaflux',
    'OR',
    'AND',
    'NOT',
    'a OR',
    '^quenzaflux',
    'name:quenzaflux',
    '{name}: x',
    '(((',
    "'; DROP TABLE products; --",
    '1 OR 1=1',
    '😀🔥',
    'detector 🚀',
    '\u0000\u0007',
    '\ud800',
    'x'.repeat(5000),
    'quenzaflux '.repeat(500),
    ' ',
    '',
  ];
  for (const q of odd) {
    it(`${JSON.stringify(q.length > 40 ? `${q.slice(0, 20)}… (${q.length} characters)` : q)}`, async () => {
      for (const procedure of ['results', 'suggest'] as const) {
        const { status, data } = await call<SearchResults | SearchSuggestion[]>(procedure, { q });
        expect(status).toBe(200);
        expect(data).toBeDefined();
      }
    });
  }

  it('a long query is cut, not refused, and still finds its first words', async () => {
    const answer = await search(`quenzaflux ${'y'.repeat(5000)}`);
    expect(answer.q.length).toBeLessThanOrEqual(200);
    expect(await search(`quenzaflux ${'filler '.repeat(700)}`)).toMatchObject({ total: 0 });
    expect((await search(`${'quenzaflux '.repeat(30)}`)).total).toBeGreaterThan(0);
  });

  it('input that is not text counts as no query', async () => {
    for (const input of [{ q: 42 }, { q: null }, { q: ['a'] }, { q: 'quenzaflux', page: 'x' }, { q: 'quenzaflux', page: -3 }]) {
      const { status } = await call('results', input);
      expect(status).toBe(200);
    }
  });
});
