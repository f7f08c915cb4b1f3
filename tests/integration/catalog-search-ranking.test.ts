import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { searchResults, searchSuggestions, type SearchLimits } from '../../src/server/features/catalog/search';
import { MAX_EXPANSION } from '../../src/server/features/catalog/search-terms';
import { anyCategoryId, localeColumns } from '../setup/catalog-rows';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The order and count of results (decision 0029) and the term list that writes out prefix words, on a real database
 * with the migration's triggers. Small limits stand in for the 1,000 counted items and 200 ranked rows, so a handful of
 * products shows what a catalogue of thousands would.
 */

let test: TestApp;
let categoryId: number;
let seq = 0;

beforeAll(async () => {
  test = await createTestApp();
  categoryId = await anyCategoryId(test.deps);
});
afterAll(() => test.close());

const columns = localeColumns;

async function addProduct(fields: { name: string; summary?: string; description?: string }) {
  const slug = `ranking-test-${++seq}`;
  const [row] = await test.deps.db
    .insert(products)
    .values({
      categoryId,
      slug,
      modelCode: `RT-${seq}`,
      published: true,
      ...columns('name', { EN: fields.name }),
      ...columns('summary', { EN: fields.summary ?? '' }),
      ...columns('description', { EN: fields.description ?? '' }),
    })
    .returning({ id: products.id });
  return { id: row!.id, url: `/product/${slug}` };
}

const search = (q: string, limits?: SearchLimits, page?: number) => searchResults({ deps: test.deps, locale: 'en' }, page ? { q, page } : { q }, limits);
const urls = async (q: string, limits?: SearchLimits, page?: number) => (await search(q, limits, page)).rows.map((item) => item.url);

describe('the order of results', () => {
  it('puts a match in the one-line purpose above a word repeated in the description', async () => {
    const inText = await addProduct({ name: 'Plain unit', description: '<p>Quorvex quorvex quorvex, and quorvex again.</p>' });
    const inPurpose = await addProduct({ name: 'Other unit', summary: 'For quorvex linings.' });
    const inName = await addProduct({ name: 'Quorvex unit' });
    expect(await urls('quorvex')).toEqual([inName.url, inPurpose.url, inText.url]);
  });

  it('ranks every match by bm25 while the search is within the windows', async () => {
    const once = await addProduct({ name: 'Alpha', description: '<p>Drimble here.</p>' });
    const thrice = await addProduct({ name: 'Beta', description: '<p>Drimble, drimble and drimble.</p>' });
    expect(await urls('drimble')).toEqual([thrice.url, once.url]);
  });

  it('beyond the windows: what items are called anywhere in the catalogue, then the ranked window, then catalogue order', async () => {
    const text = [];
    for (let i = 0; i < 5; i++) text.push(await addProduct({ name: `Body ${i}`, description: '<p>Wimbrel.</p>' }));
    const repeated = await addProduct({ name: 'Body many', description: '<p>Wimbrel wimbrel wimbrel wimbrel.</p>' });
    const named = await addProduct({ name: 'Wimbrel gauge' });
    const limits = { countedItems: 100, rankedRows: 2 };
    // The name match is last in the catalogue and still first; the text matches are ranked within the first two rows,
    // and the rest follow in catalogue order, the repeated word outside the window included.
    expect(await urls('wimbrel', limits)).toEqual([named.url, ...text.map((p) => p.url), repeated.url]);
    // Within the windows bm25 decides: the repeated word first.
    expect((await urls('wimbrel'))[1]).toBe(repeated.url);
  });

  it('keeps one order across pages: every item once, none lost', async () => {
    const added = [];
    for (let i = 0; i < 23; i++) added.push(await addProduct({ name: i % 4 === 0 ? `Snickle ${i}` : `Plain ${i}`, description: `<p>${'snickle '.repeat(1 + (i % 3))}</p>` }));
    const limits = { countedItems: 100, rankedRows: 5 };
    const pages = [...(await urls('snickle', limits, 1)), ...(await urls('snickle', limits, 2)), ...(await urls('snickle', limits, 3))];
    expect(pages).toHaveLength(23);
    expect(new Set(pages)).toEqual(new Set(added.map((p) => p.url)));
    // Five title rows fit the window: the first five named items lead; the sixth is ranked among the text matches.
    const named = added.filter((_, i) => i % 4 === 0).map((p) => p.url);
    expect(pages.slice(0, 5)).toEqual(named.slice(0, 5));
    expect(pages.indexOf(named[5]!)).toBeGreaterThan(4);
  });
});

describe('the count', () => {
  it('stops at the counted items, says there are more, and ends the pages there', async () => {
    for (let i = 0; i < 7; i++) await addProduct({ name: `Countwort ${i}` });
    const limits = { countedItems: 5, rankedRows: 200 };
    const first = await search('countwort', limits);
    expect(first).toMatchObject({ total: 5, capped: true, page: 1 });
    expect(first.rows).toHaveLength(5);
    const past = await search('countwort', limits, 4);
    expect(past).toMatchObject({ total: 5, capped: true, page: 1 });
    expect(await search('countwort', { countedItems: 7, rankedRows: 200 })).toMatchObject({ total: 7, capped: false });
  });

  it('is exact below the limit, and the answer says so over HTTP', async () => {
    const response = await test.app.request(`/trpc/public.search.results?input=${encodeURIComponent(JSON.stringify({ q: 'countwort' }))}`);
    const body = (await response.json()) as { result: { data: { total: number; capped: boolean } } };
    expect(body.result.data).toMatchObject({ total: 7, capped: false });
  });
});

describe('prefix words written out from the term list', () => {
  it('finds what FTS5\'s own prefix finds, words outside ASCII included', async () => {
    const words = ['Flumbar', 'Flumbarium', 'Flumbästic', 'Flumbaß'];
    for (const word of words) await addProduct({ name: `${word} meter` });
    const native = await test.deps.db.all<{ n: number }>(sql`select count(*) as n from catalog_search where catalog_search match ${'"flumba"*'} and (rowid & 7) = 1`);
    expect(Number(native[0]!.n)).toBe(4);
    expect((await search('flumba')).total).toBe(4);
    expect((await search('flumbar')).total).toBe(2);
  });

  it('leaves a prefix of more words than it writes out to FTS5, and still finds them all', async () => {
    for (let i = 0; i <= MAX_EXPANSION; i++) await addProduct({ name: `Plexo${String.fromCharCode(97 + (i % 26))}${i} probe` });
    expect((await search('plexo', { countedItems: 100, rankedRows: 200 })).total).toBe(MAX_EXPANSION + 1);
  });

  it('knows a word written after the list was read, at once, in results and suggestions', async () => {
    expect((await search('zintelqu')).total).toBe(0);
    const { id, url } = await addProduct({ name: 'Zintelquorn tester' });
    expect(await urls('zintelqu')).toEqual([url]);
    expect((await searchSuggestions({ deps: test.deps, locale: 'en' }, { q: 'zintelq' })).map((s) => s.url)).toEqual([url]);

    await test.deps.db.update(products).set(columns('name', { EN: 'Zintelquax tester' })).where(eq(products.id, id));
    expect(await urls('zintelqua')).toEqual([url]);
    expect(await urls('zintelquo')).toEqual([]);
  });

  it('every write to the index moves its generation on', async () => {
    const generation = async () => Number((await test.deps.db.all<{ g: number }>(sql`select generation as g from catalog_search_state`))[0]!.g);
    const before = await generation();
    const { id } = await addProduct({ name: 'Generation probe' });
    const afterInsert = await generation();
    expect(afterInsert).toBeGreaterThan(before);
    await test.deps.db.update(products).set({ published: false }).where(eq(products.id, id));
    expect(await generation()).toBeGreaterThan(afterInsert);
  });
});

describe('the title index follows the catalogue', () => {
  it('holds name, model and purpose of published items only, and not their descriptions', async () => {
    const { id } = await addProduct({ name: 'Titlewort gauge', summary: 'Purposeword here', description: '<p>Bodyword</p>' });
    const titles = async (word: string) =>
      (await test.deps.db.all<{ rowid: number }>(sql`select rowid from catalog_titles where catalog_titles match ${`"${word}"`}`)).map((r) => Number(r.rowid) >> 4);
    // English only here: the other language rows are empty (search falls back to the English row).
    expect(await titles('titlewort')).toEqual([id]);
    expect(await titles('purposeword')).toEqual([id]);
    expect(await titles('bodyword')).toEqual([]);
    await test.deps.db.update(products).set({ published: false }).where(eq(products.id, id));
    expect(await titles('titlewort')).toEqual([]);
    await test.deps.db.update(products).set({ published: true }).where(eq(products.id, id));
    await test.deps.db.delete(products).where(eq(products.id, id));
    expect(await titles('titlewort')).toEqual([]);
  });
});
