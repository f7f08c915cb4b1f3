import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, countries, dealers } from '../../src/server/db/schema';
import type { DealerAreaPage, DealerCountry, DealerFinderPage, DealerMaps } from '../../src/shared/dealers/dealers.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 9, scope 3: "Find a dealer". The procedures in two languages, the server-rendered finder (dropdown, the maps'
 * SVG with the countries as links) and country pages (dealers with tags and contacts, JSON-LD), 404 for unknown
 * areas, the sitemap, an admin edit showing at once, and odd input never answered with a 500.
 */
let test: TestApp;
let visitor: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  visitor = new HttpClient(test, '198.51.100.71');
  admin = new HttpClient(test, '198.51.100.72');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test?.close());

async function query<T>(procedure: string, input: unknown): Promise<T> {
  const { status, json } = await visitor.query(`public.dealers.${procedure}`, input);
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as T;
}

async function page(path: string) {
  const response = await test.app.request(path);
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/** The page's markup only (not the dehydrated state, which repeats every text). */
const markup = (html: string) => html.replace(/<script type="application\/json" id="ssr-state"[^>]*>.*?<\/script>/s, '');
const slugs = (list: readonly DealerCountry[]) => list.map((country) => country.slug);

describe('the seeded dealers', () => {
  it('are based in at least 15 countries, the two portal companies among them, linked to their companies', async () => {
    const list = await query<DealerCountry[]>('countries', { locale: 'en' });
    expect(list.filter((country) => country.based > 0).length).toBeGreaterThanOrEqual(15);
    const rows = await test.deps.db
      .select({ name: dealers.name, company: companies.name, country: countries.name })
      .from(dealers)
      .innerJoin(countries, eq(countries.id, dealers.countryId))
      .leftJoin(companies, eq(companies.id, dealers.companyId))
      .where(inArray(dealers.name, ['Nordhavn Inspection ApS', 'Iberia Ensayos SL']));
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'Nordhavn Inspection ApS', company: 'Nordhavn Inspection ApS', country: 'Denmark' },
        { name: 'Iberia Ensayos SL', company: 'Iberia Ensayos SL', country: 'Spain' },
      ]),
    );
  });
});

describe('public.dealers procedures', () => {
  it('countries: those with dealers (based or served), in the language and its collation', async () => {
    const en = await query<DealerCountry[]>('countries', { locale: 'en' });
    expect(slugs(en)).toEqual(expect.arrayContaining(['denmark', 'spain', 'united-kingdom', 'united-states', 'turkiye', 'ireland']));
    // Ireland is served from the UK; Chile's only dealer is unpublished.
    expect(en.find((c) => c.slug === 'ireland')).toMatchObject({ name: 'Ireland', based: 0, serving: 1, url: '/distributors/ireland' });
    expect(slugs(en)).not.toContain('chile');
    const collate = (locale: string) => (a: string, b: string) => new Intl.Collator(locale, { sensitivity: 'base' }).compare(a, b);
    expect(en.map((c) => c.name)).toEqual(en.map((c) => c.name).sort(collate('en-GB')));

    const de = await query<DealerCountry[]>('countries', { locale: 'de' });
    expect(de.find((c) => c.slug === 'denmark')!.name).toBe('Dänemark');
    expect(de.find((c) => c.slug === 'united-states')!.name).toBe('Vereinigte Staaten');
    expect(de.map((c) => c.name)).toEqual(de.map((c) => c.name).sort(collate('de-DE')));
    // The same slugs in every language: the URL names the country, the language travels as ?lang=.
    expect(slugs(de).sort()).toEqual(slugs(en).sort());
  });

  it('area: a country’s dealers with tags and contacts, in two languages', async () => {
    const en = await query<DealerAreaPage>('area', { area: 'denmark', locale: 'en' });
    expect(en.country).toMatchObject({ slug: 'denmark', name: 'Denmark', based: 1 });
    expect(en.based).toHaveLength(1);
    expect(en.based[0]).toMatchObject({
      name: 'Nordhavn Inspection ApS',
      tags: ['sales', 'training', 'repairs', 'service'],
      addressLines: ['Sundkaj 9', '2150 København Ø'],
      country: 'Denmark',
      countryCode: 'DK',
      telephone: '+45 32 71 40 00',
      telephoneHref: 'tel:+4532714000',
      email: 'salg@nordhavn-inspection.test',
      website: 'https://www.nordhavn-inspection.test',
      websiteLabel: 'nordhavn-inspection.test',
      serves: ['Greenland', 'Iceland'],
    });
    expect(en.countries.length).toBeGreaterThanOrEqual(15);

    const es = await query<DealerAreaPage>('area', { area: 'denmark', locale: 'es' });
    expect(es.country.name).toBe('Dinamarca');
    expect(es.based[0]!.serves).toEqual(['Groenlandia', 'Islandia']);

    const spain = await query<DealerAreaPage>('area', { area: 'spain', locale: 'en' });
    expect(spain.based.map((d) => d.name)).toEqual(['Iberia Ensayos SL']);
    expect(spain.based[0]!.tags).toEqual(['sales', 'repairs', 'service']);

    // The UK writes the postcode after the town; two dealers there, in the admin's order.
    const uk = await query<DealerAreaPage>('area', { area: 'united-kingdom', locale: 'en' });
    expect(uk.based.map((d) => d.name)).toEqual(['Pennine Coating Inspection Ltd', 'Solent Test & Calibration Ltd']);
    expect(uk.based[0]!.addressLines).toContain('Leeds LS9 0RS');
  });

  it('area: a country served from elsewhere lists those dealers apart', async () => {
    const ireland = await query<DealerAreaPage>('area', { area: 'ireland', locale: 'en' });
    expect(ireland.based).toEqual([]);
    expect(ireland.serving.map((d) => d.name)).toEqual(['Pennine Coating Inspection Ltd']);
    const belgium = await query<DealerAreaPage>('area', { area: 'belgium', locale: 'nl' });
    expect(belgium.country.name).toBe('België');
    expect(belgium.serving[0]!.name).toBe('Delta Coating Inspectie B.V.');
  });

  it('area: null (404) for an area that names no country; the area is matched whatever its case', async () => {
    for (const area of ['atlantis', '', '   ', 'x'.repeat(5000), '../denmark', 'denmark%00', '__proto__', 'constructor']) {
      expect(await query<DealerAreaPage | null>('area', { area, locale: 'en' }), area.slice(0, 20)).toBeNull();
    }
    expect((await query<DealerAreaPage>('area', { area: ' Denmark ', locale: 'en' }))!.country.slug).toBe('denmark');
    // Not a string: no area, so no country.
    expect(await query<DealerAreaPage | null>('area', { area: 42, locale: 'en' })).toBeNull();
    expect(await query<DealerAreaPage | null>('area', { area: { nested: true }, locale: 'en' })).toBeNull();
  });

  it('finder: both maps with the countries that have dealers as shapes to link', async () => {
    const finder = await query<DealerFinderPage>('finder', { locale: 'en' });
    expect(finder.dealers).toBe(25);
    const data = await query<DealerMaps>('maps', { locale: 'en' });
    expect(data.world.width).toBe(1000);
    expect(data.world.plain).toMatch(/^M\d+ \d+l-?\d/);
    // Specks (rings that round to nothing) are dropped.
    expect(data.world.plain).not.toMatch(/M-?\d+ -?\d+z/);
    const world = new Map(data.world.countries.map((c) => [c.slug, c]));
    const europe = new Map(data.europe.countries.map((c) => [c.slug, c]));
    for (const slug of ['united-states', 'brazil', 'australia', 'japan', 'spain', 'denmark', 'greenland']) expect(world.get(slug)?.d, slug).toMatch(/^M/);
    for (const slug of ['denmark', 'spain', 'netherlands', 'belgium', 'germany']) expect(europe.has(slug), slug).toBe(true);
    expect(europe.has('united-states')).toBe(false);
    // A country on both maps is one Tab stop: the Europe map's.
    expect(world.get('denmark')!.inEurope).toBe(true);
    expect(world.get('brazil')!.inEurope).toBeUndefined();
    // Countries too small for the 1:110m atlas (Andorra, Bahrain) are in the dropdown, not on the map.
    expect(slugs(finder.countries)).toContain('andorra');
    expect(world.has('andorra')).toBe(false);
    const fr = await query<DealerMaps>('maps', { locale: 'fr' });
    expect(fr.europe.countries.find((c) => c.slug === 'germany')!.name).toBe('Allemagne');
  });

  it('refuses a malformed language with a 4xx, never a 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['countries', { locale: 'xx' }],
      ['countries', undefined],
      ['finder', []],
      ['finder', 'not an object'],
      ['area', { area: 'denmark' }],
      ['area', { area: 'denmark', locale: 'klingon' }],
    ];
    for (const [procedure, input] of cases) {
      const { status } = await visitor.query(`public.dealers.${procedure}`, input);
      expect(status, `${procedure} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('server-rendered dealer pages', () => {
  it('/distributors: heading, dropdown, both maps with the countries as links, "not listed" to /contact', async () => {
    const { status, html } = await page('/distributors');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Find a dealer | Voltara Test Equipment');
    expect(h1Of(html)).toBe('Find a dealer');
    const body = markup(html);
    // A GET form that works without JavaScript.
    expect(body).toMatch(/<form [^>]*action="\/distributors" method="get"/);
    expect(body).toMatch(/<select [^>]*name="area"/);
    expect(body).toContain('<option value="denmark">Denmark</option>');
    expect(body).toContain('Show dealers');
    // The maps are SVG in the HTML; each country with dealers is a link named by the country.
    expect(body.match(/<svg [^>]*role="group"/g)).toHaveLength(2);
    expect(body).toMatch(/<a href="\/distributors\/spain" aria-label="Spain"[^>]*><title>Spain<\/title><path d="M/);
    expect(body).toMatch(/<a href="\/distributors\/brazil" aria-label="Brazil"[^>]*><title>Brazil<\/title>/);
    expect(body).not.toContain('href="/distributors/chile"');
    expect(body).toMatch(/<a[^>]*href="\/contact"[^>]*>My country is not listed<\/a>/);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)![1]).toMatch(/^Find a Voltara dealer near you: 25 dealers in \d+ countries/);
    expect(jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
    // Small enough: the maps' paths are simplified and written in whole units, and sent once: drawn, not again in
    // the page's query state (the app keeps the drawn maps when it takes over).
    const state = /<script type="application\/json" id="[^"]+"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(state.length).toBeGreaterThan(100);
    expect(state).not.toContain('"plain"');
    expect(state).not.toContain('dealers","maps');
    expect(html.length).toBeLessThan(100_000); // 140 kB when the maps were also in the state
  });

  it('/distributors/{area}: the dealers with tags and contacts in the first HTML, and their JSON-LD', async () => {
    const { status, html } = await page('/distributors/denmark');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Denmark: Voltara dealers | Voltara Test Equipment');
    expect(h1Of(html)).toBe('Denmark: Voltara dealers');
    const body = markup(html);
    expect(body).toContain('Nordhavn Inspection ApS');
    for (const tag of ['Sales', 'Training', 'Repairs', 'Service']) expect(body).toContain(`>${tag}</li>`);
    expect(body).toContain('<a href="tel:+4532714000"');
    expect(body).toContain('<a href="mailto:salg@nordhavn-inspection.test"');
    expect(body).toContain('<a href="https://www.nordhavn-inspection.test"');
    expect(body).toContain('Sundkaj 9');
    expect(body).toContain('<option value="denmark" selected="">Denmark</option>');
    expect(body).toMatch(/href="\/contact"[^>]*>My country is not listed/);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)![1]).toBe('http://localhost:3000/distributors/denmark');
    const ld = jsonLd(html);
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual(['http://localhost:3000/', 'http://localhost:3000/distributors', 'http://localhost:3000/distributors/denmark']);
    const list = ld.find((item) => item['@type'] === 'ItemList') as { itemListElement: Array<{ item: Record<string, unknown> }> };
    expect(list.itemListElement[0]!.item).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Nordhavn Inspection ApS',
      telephone: '+45 32 71 40 00',
      address: { '@type': 'PostalAddress', streetAddress: 'Sundkaj 9', postalCode: '2150', addressCountry: 'DK' },
      areaServed: ['Denmark', 'Greenland', 'Iceland'],
    });
  });

  it('renders a country page in Dutch with ?lang=nl', async () => {
    const { status, html } = await page('/distributors/spain?lang=nl');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(h1Of(html)).toBe('Spanje: Voltara-dealers');
    const body = markup(html);
    expect(body).toContain('Iberia Ensayos SL');
    expect(body).toContain('>Verkoop</li>');
    expect(body).toContain('>Mijn land staat er niet bij</a>');
  });

  it('area: a country of the list without a dealer has a page with none (issue 30 item 12)', async () => {
    const chile = await query<DealerAreaPage>('area', { area: 'chile', locale: 'es' });
    expect(chile).toMatchObject({ country: { slug: 'chile', name: 'Chile', url: '/distributors/chile', based: 0, serving: 0 }, based: [], serving: [] });
    expect(chile.countries.length).toBeGreaterThan(10);
  });

  it('a country without a dealer says how to buy directly, not 404', async () => {
    const { status, html } = await page('/distributors/chile');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Chile: buy directly from Voltara');
    expect(markup(html)).toContain('Chile: no dealer yet. We sell to and support customers there directly from our works in the UK');
    expect(markup(html)).toContain('href="/contact"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const german = await page('/distributors/chile?lang=de');
    expect(h1Of(german.html)).toBe('Chile: direkt bei Voltara kaufen');
  });

  it('answers an area that names no country with the not-found page and a 404', async () => {
    for (const path of ['/distributors/atlantis', `/distributors/${'x'.repeat(300)}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(h1Of(html)).toBe('Page Not Found');
    }
  });

  it('/distributors?area= (the dropdown sent without JavaScript) lists that country’s dealers, not indexed', async () => {
    const { status, html } = await page('/distributors?area=spain');
    expect(status).toBe(200);
    expect(markup(html)).toContain('Iberia Ensayos SL');
    expect(markup(html)).toContain('<option value="spain" selected="">Spain</option>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const unknown = await page('/distributors?area=atlantis');
    expect(unknown.status).toBe(200);
    expect(markup(unknown.html)).toContain('We found no dealer for that choice');
  });

  it('serves any odd path or query, never a 500', async () => {
    const paths = [
      '/distributors/%E0%A4%A',
      '/distributors/%00',
      '/distributors/%F0%9F%98%80',
      '/distributors/<script>',
      "/distributors/'%20OR%201=1",
      '/distributors?area[]=1&area=2',
      `/distributors?area=${'y'.repeat(5000)}`,
      '/distributors?area=%E0%A4%A',
      '/distributors/denmark?lang=xx',
    ];
    for (const path of paths) {
      const { status } = await page(path);
      expect(status, path).toBeLessThan(500);
    }
  });
});

describe('the sitemap', () => {
  it('lists the finder and every country with dealers, and no other', async () => {
    const xml = await (await test.app.request('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/distributors</loc>');
    for (const slug of ['denmark', 'spain', 'ireland', 'united-states']) expect(xml).toContain(`<loc>http://localhost:3000/distributors/${slug}</loc>`);
    expect(xml).toContain('hreflang="nl" href="http://localhost:3000/distributors/denmark?lang=nl"');
    expect(xml).not.toContain('/distributors/chile');
  });
});

describe('an admin edit shows at once', () => {
  type Row = Record<string, unknown> & { id: number };
  const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;

  async function edit(search: string, change: (record: Row) => Record<string, unknown>) {
    const list = data<{ rows: Row[] }>(await admin.query('admin.resources.dealers.list', { q: search }));
    const id = list.rows[0]!.id;
    const { id: _id, ...fields } = data<Row>(await admin.query('admin.resources.dealers.get', { id }));
    const answer = await admin.mutation('admin.resources.dealers.update', { id, data: change(fields as Row) });
    expect(answer.status, JSON.stringify(answer.json.error)).toBe(200);
  }

  it('a new telephone number and tag show on the country page', async () => {
    await page('/distributors/norway');
    await edit('Fjordkontroll', (record) => ({ ...record, telephone: '+47 55 30 99 99', training: true }));
    const body = markup((await page('/distributors/norway')).html);
    expect(body).toContain('<a href="tel:+4755309999"');
    expect(body).toContain('>Training</li>');
  });

  it('an unpublished dealer leaves the dropdown, the maps and its country’s page', async () => {
    expect(markup((await page('/distributors')).html)).toContain('href="/distributors/norway"');
    await edit('Fjordkontroll', (record) => ({ ...record, published: false }));
    const body = markup((await page('/distributors')).html);
    expect(body).not.toContain('href="/distributors/norway"');
    expect(body).not.toContain('<option value="norway">');
    // Norway is still a country: its page now says how to buy directly.
    const norway = await page('/distributors/norway');
    expect(norway.status).toBe(200);
    expect(h1Of(norway.html)).toBe('Norway: buy directly from Voltara');
  });

  it('a country with dealers cannot be deleted (422, naming the dealers)', async () => {
    const [denmark] = await test.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Denmark'));
    const { status, json } = await admin.mutation('admin.countries.delete', { id: denmark!.id });
    expect(status).toBe(422);
    expect(json.error!.message).toContain('1 dealer uses it');
  });

  it('bad admin input is a 422 with the field: a website without a scheme, a served country twice', async () => {
    const base = { name: 'Odd dealer', countryId: 3 };
    const website = await admin.mutation('admin.resources.dealers.create', { ...base, website: 'www.example.test' });
    expect(website.status).toBe(422);
    expect(website.json.error!.data.fieldErrors).toHaveProperty('website');
    const twice = await admin.mutation('admin.resources.dealers.create', { ...base, countries: [{ countryId: 4 }, { countryId: 4 }] });
    expect(twice.status).toBe(422);
    expect(twice.json.error!.data.fieldErrors).toHaveProperty('countries');
    const missing = await admin.mutation('admin.resources.dealers.create', { ...base, countries: [{ countryId: 999_999 }] });
    expect(missing.status).toBe(422);
  });
});
