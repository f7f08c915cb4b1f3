import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 29 item 4: every route's head is declared once (its loader) and written by one head builder
 * (shared/seo/head-tags.ts headElements), on the server as here and in the browser after a navigation (tests/e2e/head.spec.ts).
 * Every public URL of the sitemap, and the server-rendered pages outside it, in English and German: a title with the
 * brand, a description, the canonical URL of the language and its alternates, and nothing English on the German page.
 */
let test: TestApp;
let origin: string;
beforeAll(async () => {
  test = await createTestApp();
  origin = test.deps.env.APP_URL.replace(/\/$/, '');
});
afterAll(() => test?.close());

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const first = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');

interface Head {
  status: number;
  title: string;
  description: string;
  canonical: string;
  alternates: string[];
}

async function headOf(path: string, lang: 'en' | 'de'): Promise<Head> {
  const response = await test.app.request(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: response.status,
    title: first(head, /<title>([^<]*)<\/title>/),
    description: first(head, /<meta name="description" content="([^"]*)"/),
    canonical: first(head, /<link rel="canonical" href="([^"]*)"/),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]!),
  };
}

/** Server-rendered pages that are not in the sitemap (sign-in screens, searches, a list's second page, not found). */
const OUTSIDE_SITEMAP = ['/login', '/register', '/forgot-password', '/search?q=vh', '/products/search?search=vh', '/verify', '/events?page=2'];
/** Titles that read the same in German: the brand alone (home), a loanword. */
const SAME_TITLE_IN_GERMAN = new Set(['/', '/resources/downloads']);

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await test.app.request('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname);
}

describe('the head of every public page, in English and German', () => {
  it('has a branded title, a description, the canonical URL of its language and every alternate; German is German', async () => {
    const paths = [...OUTSIDE_SITEMAP, ...(await sitemapPaths())];
    expect(paths.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const path of paths) {
      const [en, de] = await Promise.all([headOf(path, 'en'), headOf(path, 'de')]);
      const url = new URL(path, origin);
      const expected = { en: `${origin}${path}`, de: `${origin}${url.pathname}${url.search ? `${url.search}&` : '?'}lang=de` };
      for (const [lang, head] of [['en', en], ['de', de]] as const) {
        if (head.status !== 200) problems.push(`${lang} ${path}: status ${head.status}`);
        if (!/^(.+ \| )?Voltara Test Equipment$/.test(head.title)) problems.push(`${lang} ${path}: title "${head.title}"`);
        if (head.description.length < 20) problems.push(`${lang} ${path}: description "${head.description}"`);
        if (head.canonical !== expected[lang]) problems.push(`${lang} ${path}: canonical ${head.canonical}`);
        if (head.alternates.join(' ') !== [...LOCALES, 'x-default'].join(' ')) problems.push(`${lang} ${path}: alternates ${head.alternates.join(' ')}`);
      }
      if (de.title === en.title && !SAME_TITLE_IN_GERMAN.has(path)) problems.push(`de ${path}: English title "${de.title}"`);
      if (de.description === en.description) problems.push(`de ${path}: English description "${de.description}"`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('keeps the titles and descriptions the pages had before heads were declared once (captured from that code)', async () => {
    const before: [path: string, lang: 'en' | 'de', title: string, description: string][] = [
      ['/contact', 'en', 'Contact us', 'Write to the Voltara works in Sheffield: questions about an instrument, quotations, opening hours, our product experts and your local dealer.'],
      ['/contact', 'de', 'Kontakt', 'Schreiben Sie unserem Werk in Sheffield: Fragen zu einem Gerät, Angebote, Öffnungszeiten, unsere Produktexperten und Ihr Händler vor Ort.'],
      ['/services/training', 'de', 'Schulungen', 'Praxisschulungen zu Porenprüfung, Funkenprüfung und Leckortung, in unserem Werk in Sheffield oder bei Ihnen vor Ort, für bis zu 6 Personen pro Buchung.'],
      ['/blog', 'en', 'News', 'News from Voltara Test Equipment: new holiday detectors and spark testers, calibration services, accreditations and trade fairs.'],
      ['/product/vh-15-portable-dc-holiday-detector', 'en', 'VH-15 Portable DC Holiday Detector (VH-15)', 'A lightweight 0.5–15 kV detector for finding pinholes and holidays in coatings up to 3 mm thick.'],
      ['/product/vh-15-portable-dc-holiday-detector', 'de', 'VH-15 Tragbares DC-Porenprüfgerät (VH-15)', 'Ein leichtes Prüfgerät von 0,5 bis 15 kV zum Auffinden von Poren und Fehlstellen in Beschichtungen bis 3 mm Dicke.'],
      ['/events', 'de', 'Veranstaltungen', 'Messen, Tage der offenen Tür und Seminare, auf denen Sie die Ingenieure von Voltara Test Equipment treffen und unsere Porenprüfgeräte, Funkenprüfgeräte und Leckortungsgeräte ausprobieren können.'],
      ['/search?q=vh', 'de', 'Suche: vh', 'Durchsuchen Sie den Katalog von Voltara Test Equipment nach Produktname, Modellcode oder Stichwort.'],
      ['/login', 'de', 'Anmelden', 'Voltara Test Equipment: Porenprüfgeräte, Funkenprüfgeräte und Lecksuchgeräte, entwickelt, gebaut und kalibriert in Großbritannien.'],
    ];
    for (const [path, lang, title, description] of before) {
      const head = await headOf(path, lang);
      expect({ path, lang, title: head.title, description: head.description }).toEqual({ path, lang, title: `${title} | Voltara Test Equipment`, description });
    }
    const notFound = await headOf('/no-such-page', 'de');
    expect(notFound).toMatchObject({ status: 404, title: 'Seite nicht gefunden | Voltara Test Equipment', canonical: `${origin}/no-such-page?lang=de` });
  });
});
