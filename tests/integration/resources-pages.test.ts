import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 9, /resources/dielectricstrength and /resources/testvoltage: both server-rendered with their tables, the
 * calculator's results for ?thickness=&unit= in the first HTML (two languages, numbers in the visitor's format),
 * odd input answered with a message and never a 500, and the `resources` namespace complete in six languages.
 */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

async function page(path: string) {
  const response = await test.app.request(path);
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/** The page's markup only (not the dehydrated state). */
const markup = (html: string) => html.replace(/<script type="application\/json" id="ssr-state"[^>]*>.*?<\/script>/s, '');
/** Text without tags, with Intl's narrow and no-break spaces made plain. */
const text = (html: string) => markup(html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;|[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

describe('/resources/testvoltage', () => {
  it('renders the calculator form and the reference table', async () => {
    const { status, html } = await page('/resources/testvoltage');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Test voltage calculator');
    expect(titleOf(html)).toBe('Test voltage calculator | Voltara Test Equipment');
    expect(descriptionOf(html)).toMatch(/NACE SP0188 and ASTM D5162/);
    const body = markup(html);
    expect(body).toMatch(/<form[^>]*action="\/resources\/testvoltage"[^>]*method="get"/);
    expect(body).toContain('name="thickness"');
    expect(body).toContain('name="unit"');
    expect(body).toContain('<table');
    // 500 µm in the reference table: 2,330 V by both standards; 6,000 µm: 19,210 V (NACE) and 19,210 V (ASTM).
    expect(text(html)).toContain('Recommended DC test voltage by thickness and standard');
    expect(text(html)).toMatch(/500 0\.5 19\.7 2,330 2,330/);
    expect(body).not.toContain('role="alert"');
    const crumbs = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Test voltage calculator' }] });
  });

  it('answers ?thickness=500&unit=um in the first HTML, with each standard and its formula', async () => {
    const { status, html } = await page('/resources/testvoltage?thickness=500&unit=um');
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain('Test voltages for 500 µm (0.5 mm, 19.69 mils)');
    expect(body).toMatch(/NACE SP0188 .*? 2,330 V .*?V = 525 × √T \(T in mils\)/);
    expect(body).toMatch(/ASTM D5162 \(Method B\) .*? 2,330 V .*?V = 3,294 × √T \(T in mm\)/);
    expect(body).toContain('ISO 2746');
    expect(body).toContain('Table 1 of the standard');
    expect(markup(html)).toContain('href="/product/vh-15-portable-dc-holiday-detector"');
    expect(markup(html)).toContain('href="/products/dc-holiday-detectors"');
    expect(markup(html)).toContain('value="500"');
    expect(descriptionOf(html)).toBe(
      'Test voltage for 500 µm: 2,330 V by NACE SP0188, 2,330 V by ASTM D5162. Formulas, validity and a reference table.',
    );
  });

  it('answers in German with German numbers', async () => {
    const { status, html } = await page('/resources/testvoltage?thickness=1,5&unit=mm&lang=de');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Prüfspannungsrechner');
    const body = text(html);
    expect(body).toContain('Prüfspannungen für 1.500 µm (1,5 mm, 59,06 mils)');
    expect(body).toMatch(/NACE SP0188 .*? 9.610 V/);
    expect(body).toMatch(/ASTM D5162 \(Verfahren B\)|ASTM D5162 \(Method B\)/);
    expect(body).toContain('V = 7.843 × √T (T angegeben in mm)');
    expect(body).toContain('Referenztabelle');
  });

  it.each([
    ['-5', 'um', 'The thickness must be greater than zero.'],
    ['0', 'mm', 'The thickness must be greater than zero.'],
    ['99999999', 'um', 'The thickness must be at most 50 mm (50,000 µm).'],
    ['1e400', 'um', 'The thickness must be a number, such as 500 or 0.5.'],
    ['abc', 'mils', 'The thickness must be a number, such as 500 or 0.5.'],
    ['x'.repeat(5000), 'um', 'The thickness must be a number, such as 500 or 0.5.'],
    ['', 'um', 'Enter the coating thickness.'],
    ['500', 'furlongs', 'Choose µm, mm or mils as the unit.'],
    ['<script>alert(1)</script>', 'um', 'The thickness must be a number, such as 500 or 0.5.'],
  ])('?thickness=%s&unit=%s shows a message, never a 500', async (thickness, unit, message) => {
    const query = new URLSearchParams({ thickness, unit });
    const { status, html } = await page(`/resources/testvoltage?${query.toString()}`);
    expect(status).toBe(200);
    expect(markup(html)).toMatch(/role="alert"/);
    expect(text(html)).toContain(message);
    expect(text(html)).not.toMatch(/Test voltages for \d/);
    expect(markup(html)).not.toContain('<script>alert(1)</script>');
  });

  it('survives repeated and odd parameters', async () => {
    for (const query of ['thickness=1&thickness=2&unit=mm&unit=um', 'unit=mm', 'thickness=%E0%A4%A', 'thickness=5%00']) {
      const { status } = await page(`/resources/testvoltage?${query}`);
      expect(status, query).toBe(200);
    }
  });
});

describe('/resources/dielectricstrength', () => {
  it('renders the table of materials and the explanation', async () => {
    const { status, html } = await page('/resources/dielectricstrength');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Dielectric strength');
    expect(titleOf(html)).toBe('Dielectric strength | Voltara Test Equipment');
    expect(descriptionOf(html)).toMatch(/^Typical dielectric strengths of coating and lining materials/);
    const body = text(html);
    for (const name of ['Epoxy (liquid-applied)', 'Fusion-bonded epoxy (FBE)', 'Polyethylene (3LPE)', 'Rubber lining', 'Vitreous (glass) enamel', 'PTFE (fluoropolymer)']) {
      expect(body).toContain(name);
    }
    expect(body).toContain('15 to 25 kV/mm');
    expect(body).toContain('Why the test voltage must stay below the breakdown voltage');
    expect(body).toContain('breaks down at about 7,500 V, while NACE SP0188 sets 2,330 V');
    expect(markup(html)).toContain('href="/resources/testvoltage"');
    expect(jsonLd(html).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('in French', async () => {
    const { status, html } = await page('/resources/dielectricstrength?lang=fr');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Rigidité diélectrique');
    expect(text(html)).toContain('15 à 25 kV/mm');
    expect(text(html)).toContain('Époxy poudre (FBE)');
  });
});

describe('locales/*/resources.json', () => {
  type Tree = { [key: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
      ),
    );
  const load = (lang: string) => flatten(JSON.parse(readFileSync(`locales/${lang}/resources.json`, 'utf8')) as Tree);
  const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const en = load('en');

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key, filled, with the same placeholders, translated', (lang) => {
    const other = load(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(other)) {
      expect(value.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(value), `${lang} ${key}`).toEqual(placeholders(en[key]!));
      // Several words left in English are an untranslated copy (formulas, unit symbols and the designations of
      // standards such as "NACE SP0188", written in capitals, are not words).
      const words = (value.replace(/\{\{\w+\}\}/g, '').match(/\p{L}{2,}/gu) ?? []).filter((word) => /\p{Ll}/u.test(word));
      if (words.length > 1) expect(value, `${lang} ${key}`).not.toBe(en[key]);
    }
  });

  it('titles the pages as the route table does', () => {
    for (const lang of LOCALES) {
      const routes = JSON.parse(readFileSync(`locales/${lang}/routes.json`, 'utf8')) as Record<string, string>;
      const resources = load(lang);
      for (const id of ['dielectricStrength', 'testVoltage']) expect(resources[`titles.${id}`], `${lang} ${id}`).toBe(routes[id]);
    }
  });
});
