import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import type {
  AboutPage,
  CertificationPage,
  ExpertisePage,
  FaqsPage,
  LegalPage,
  TroubleshootingPage,
  VacanciesPage,
} from '../../src/shared/content/information-pages.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 9, the information pages: about, vacancies, certification, expertise, legal texts, FAQs and troubleshooting.
 * Their procedures in two languages, the server-rendered HTML (heading, text, title, description, JSON-LD), the two
 * searches with every kind of odd input, and an admin save showing at once on the cached pages.
 */
let test: TestApp;
let visitor: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  visitor = new HttpClient(test, '198.51.100.61');
  admin = new HttpClient(test, '198.51.100.62');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test?.close());

async function query<T>(procedure: string, input: unknown): Promise<T> {
  const { status, json } = await visitor.query(`public.content.${procedure}`, input);
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as T;
}

async function page(path: string) {
  const response = await test.app.request(path);
  return { status: response.status, html: await response.text() };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/);
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const questionsOf = (data: FaqsPage) => data.groups.flatMap((g) => g.items.map((item) => item.question));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/** The page's markup only (not the dehydrated state, which repeats every text). */
const markup = (html: string) => html.replace(/<script type="application\/json" id="ssr-state"[^>]*>.*?<\/script>/s, '');

describe('public.content: the information pages', () => {
  it('about: the company, its testimonials, certificates, case studies and open positions, per language', async () => {
    const en = await query<AboutPage>('about', { locale: 'en' });
    expect(en.summary).toMatch(/^Voltara Test Equipment Ltd has designed/);
    expect(en.testimonials.length).toBeGreaterThanOrEqual(4);
    expect(en.testimonials[0]).toMatchObject({ author: 'Sarah Whitfield', company: 'Northern Pipe Coatings Ltd' });
    expect(en.certificates).toContain('ISO 9001:2015');
    expect(en.caseStudies.length).toBeGreaterThan(0);
    expect(en.caseStudies[0]!.url).toMatch(/^\/casestudies\/[a-z0-9-]+$/);
    expect(en.openPositions).toBe(3);
    for (const event of en.events) expect(event.startsOn).toMatch(/^\d{4}-\d\d-\d\d$/);
    const de = await query<AboutPage>('about', { locale: 'de' });
    expect(de.summary).toMatch(/^Voltara Test Equipment Ltd entwickelt und baut/);
    expect(de.testimonials[0]!.quote).toContain('an jedem Arbeitstag');
    // The coming events' places: their country in the reader's language.
    const place = (page: AboutPage, title: RegExp) => page.events.find((event) => title.test(event.title))?.location;
    expect(place(en, /^Cable and wire fair$/)).toBe('Düsseldorf, Germany');
    expect(place(de, /Drahtmesse/)).toBe('Düsseldorf, Deutschland');
  });

  it('vacancies: the open positions of the vacancies document', async () => {
    const en = await query<VacanciesPage>('vacancies', { locale: 'en' });
    expect(en.positions.map((p) => p.title)).toEqual([
      'Electronics design engineer, high voltage (ref. VTE-ENG-24)',
      'Calibration technician (ref. VTE-CAL-07)',
      'Technical sales manager, German-speaking countries (ref. VTE-SAL-12)',
    ]);
    expect(en.positions[0]).toMatchObject({ anchor: 'section-1' });
    expect(en.positions[0]!.html).toContain('<li>');
    expect(en.summary).toMatch(/^We are a close team of engineers/);
    const fr = await query<VacanciesPage>('vacancies', { locale: 'fr' });
    expect(fr.positions[1]!.title).toBe('Technicien(ne) d’étalonnage (réf. VTE-CAL-07)');
  });

  it('certification: the certificates with dates, picture and PDF, in every language', async () => {
    const en = await query<CertificationPage>('certification', { locale: 'en' });
    expect(en.certificates.map((c) => c.name)).toEqual(['ISO 9001:2015', 'ISO/IEC 17025 calibration laboratory', 'ISO 14001:2015', 'UKCA and CE conformity']);
    // The seed renews each certificate for its cycle until it is valid today (ISO 9001: three years from 12 April).
    expect(en.certificates[0]!.issuedOn).toMatch(/^\d{4}-04-12$/);
    expect(en.certificates[0]!.expiresOn).toMatch(/^\d{4}-04-11$/);
    for (const certificate of en.certificates) {
      expect(certificate.imageUrl).toMatch(/^\/media\/.+\.png$/);
      expect(certificate.fileUrl).toMatch(/^\/media\/.+\.pdf$/);
      expect(certificate.expired).toBe(false);
      expect(certificate.expiresOn! > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    const es = await query<CertificationPage>('certification', { locale: 'es' });
    expect(es.certificates[1]!.description).toBe('Calibración acreditada de detectores de poros, probadores de chispa y voltímetros de alta tensión.');
    // The documents are served as they are linked.
    const pdf = await test.app.request(en.certificates[0]!.fileUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect((await test.app.request(en.certificates[0]!.imageUrl)).status).toBe(200);
  });

  it('expertise: its text, industries, products, tags and case studies', async () => {
    const en = await query<ExpertisePage>('expertise', { slug: 'pipeline', locale: 'en' });
    expect(en.widget).toBe('expertise_pipeline');
    expect(en.summary).toMatch(/^A pinhole in a pipeline coating/);
    expect(en.applications.map((a) => a.url)).toEqual(['/applications/pipeline', '/applications/coatings', '/applications/land-corrosion']);
    expect(en.products.length).toBeGreaterThan(0);
    expect(en.productTotal).toBeGreaterThanOrEqual(en.products.length);
    for (const product of en.products) expect(product.url).toMatch(/^\/product\//);
    expect(en.tags.map((tag) => tag.url)).toContain('/tags/pipeline');
    expect(en.caseStudies.map((c) => c.url)).toContain('/casestudies/north-sea-field-joints');
    const de = await query<ExpertisePage>('expertise', { slug: 'leak-detection', locale: 'de' });
    expect(de.applications[0]).toEqual({ name: 'Leckortung', url: '/applications/leak-detection' });
    expect(de.summary).toContain('Dachabdichtung');
    const subsea = await query<ExpertisePage>('expertise', { slug: 'subsea', locale: 'en' });
    expect(subsea.applications[0]!.url).toBe('/applications/subsea');
  });

  it('legal: each text as sections, in the language asked for', async () => {
    const terms = await query<LegalPage>('legal', { kind: 'terms', locale: 'en' });
    expect(terms.title).toBe('Terms and conditions of sale');
    expect(terms.sections.map((s) => s.title)).toContain('Quotations and orders');
    const privacy = await query<LegalPage>('legal', { kind: 'privacy', locale: 'pt' });
    expect(privacy.title).toBe('Política de privacidade');
    expect(privacy.sections.map((s) => s.anchor)).toEqual(['section-1', 'section-2', 'section-3', 'section-4', 'section-5', 'section-6']);
    expect(privacy.sections[5]!.html).toContain('Information Commissioner');
    const policies = await query<LegalPage>('legal', { kind: 'policies', locale: 'nl' });
    expect(policies.sections[0]!.title).toBe('Cookiebeleid');
  });

  it('faqs: every published FAQ by category, in the categories’ order', async () => {
    const en = await query<FaqsPage>('faqs', { locale: 'en' });
    expect(en.groups.map((g) => g.category)).toEqual(['general', 'products', 'services', 'orders', 'distributors']);
    expect(en.matches).toBe(en.total);
    expect(en.total).toBeGreaterThanOrEqual(15);
    for (const group of en.groups) expect(group.items.length).toBeGreaterThanOrEqual(2);
    const nl = await query<FaqsPage>('faqs', { locale: 'nl' });
    expect(nl.groups[0]!.items[0]!.question).toBe('Waar worden Voltara-instrumenten gemaakt?');
  });

  it('troubleshooting: entries with their product links, and the products for the select', async () => {
    const en = await query<TroubleshootingPage>('troubleshooting', { locale: 'en' });
    expect(en.total).toBe(en.entries.length);
    expect(en.entries.length).toBeGreaterThanOrEqual(8);
    for (const entry of en.entries) expect(entry.product?.url).toMatch(/^\/product\//);
    expect(en.products.map((p) => p.slug)).toContain('vh-30-portable-dc-holiday-detector');
    const es = await query<TroubleshootingPage>('troubleshooting', { locale: 'es' });
    expect(es.entries.map((e) => e.problem)).toContain('Señal débil en una geomembrana grande');
  });

  it('refuses malformed input with a 4xx, never a 500', async () => {
    const cases: Array<[string, unknown]> = [
      ['about', { locale: 'xx' }],
      ['about', undefined],
      ['about', []],
      ['expertise', { slug: 'nope', locale: 'en' }],
      ['expertise', { slug: 'x'.repeat(5000), locale: 'en' }],
      ['legal', { kind: 'cookies', locale: 'en' }],
      ['faqs', { q: 'x', locale: 'klingon' }],
      ['troubleshooting', 'not an object'],
    ];
    for (const [procedure, input] of cases) {
      const { status } = await visitor.query(`public.content.${procedure}`, input);
      expect(status, `${procedure} ${JSON.stringify(input)?.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('the FAQ and troubleshooting searches', () => {
  const questions = questionsOf;

  it('finds FAQs by their words, whatever the case, and every word must match', async () => {
    const found = await query<FaqsPage>('faqs', { q: 'CALIBRATED', locale: 'en' });
    expect(questions(found)).toContain('How often should my detector be calibrated?');
    expect(found.matches).toBeLessThan(found.total);
    expect(found.q).toBe('CALIBRATED');
    // A word of the answer counts too, and the start of a word is enough.
    expect(questions(await query<FaqsPage>('faqs', { q: 'sheff', locale: 'en' }))).toContain('Where are Voltara instruments made?');
    expect(questions(await query<FaqsPage>('faqs', { q: 'spare electrodes', locale: 'en' }))).toContain('Can I order spare electrodes on their own?');
    expect((await query<FaqsPage>('faqs', { q: 'spare zebra', locale: 'en' })).matches).toBe(0);
  });

  it('ignores accents both ways', async () => {
    expect(questions(await query<FaqsPage>('faqs', { q: 'prufgerat', locale: 'de' }))).toContain('Wie oft sollte mein Prüfgerät kalibriert werden?');
    expect(questions(await query<FaqsPage>('faqs', { q: 'calibracion', locale: 'es' }))).toContain('¿Con qué frecuencia debo calibrar mi detector?');
    expect(questions(await query<FaqsPage>('faqs', { q: 'ÉTALONNÉ', locale: 'fr' }))).toContain('À quelle fréquence mon détecteur doit-il être étalonné ?');
    expect(questions(await query<FaqsPage>('faqs', { q: 'etalonne', locale: 'fr' }))).toContain('À quelle fréquence mon détecteur doit-il être étalonné ?');
  });

  it('answers any text with results or none, never an error', async () => {
    const odd: unknown[] = [
      '"; DROP TABLE faqs; --',
      "' OR 1=1 --",
      '%',
      '_',
      '%_%',
      '\\',
      '😀🔥',
      '<script>alert(1)</script>',
      'x'.repeat(5000),
      `${'calibrated '.repeat(600)}`,
      '   ',
      null,
      42,
      { nested: true },
    ];
    for (const q of odd) {
      const faqs = await visitor.query('public.content.faqs', { q, locale: 'en' });
      expect(faqs.status, String(q).slice(0, 30)).toBe(200);
      const entries = await visitor.query('public.content.troubleshooting', { q, product: q, locale: 'en' });
      expect(entries.status, String(q).slice(0, 30)).toBe(200);
    }
    // Punctuation alone holds no word: no results; an empty search shows everything.
    expect((await query<FaqsPage>('faqs', { q: '%', locale: 'en' })).matches).toBe(0);
    const blank = await query<FaqsPage>('faqs', { q: '   ', locale: 'en' });
    expect(blank.matches).toBe(blank.total);
    // A long text is cut to the search length, not refused.
    expect((await query<FaqsPage>('faqs', { q: 'x'.repeat(5000), locale: 'en' })).q).toHaveLength(200);
    expect(questions(await query<FaqsPage>('faqs', { q: 'calibrated '.repeat(600), locale: 'en' }))).toContain('How often should my detector be calibrated?');
  });

  it('filters troubleshooting by product and by symptom, alone or together', async () => {
    const byProduct = await query<TroubleshootingPage>('troubleshooting', { product: 'vh-30-portable-dc-holiday-detector', locale: 'en' });
    expect(byProduct.entries.length).toBe(2);
    for (const entry of byProduct.entries) expect(entry.product!.url).toBe('/product/vh-30-portable-dc-holiday-detector');
    const bySymptom = await query<TroubleshootingPage>('troubleshooting', { q: 'false alarms', locale: 'en' });
    expect(bySymptom.entries.map((e) => e.problem)).toContain('False alarms with the wet sponge detector');
    const both = await query<TroubleshootingPage>('troubleshooting', { product: 'vh-30-portable-dc-holiday-detector', q: 'spark', locale: 'en' });
    expect(both.entries.map((e) => e.problem)).toEqual(['No spark at a known holiday']);
    // The model code and the product name are searched too; accents do not matter.
    expect((await query<TroubleshootingPage>('troubleshooting', { q: 'ws-90', locale: 'en' })).entries.length).toBeGreaterThan(0);
    expect((await query<TroubleshootingPage>('troubleshooting', { q: 'humeda', locale: 'es' })).entries.length).toBeGreaterThan(0);
    expect((await query<TroubleshootingPage>('troubleshooting', { product: 'no-such-product', locale: 'en' })).entries).toEqual([]);
  });

  it('serves the search pages for any query string, never a 500', async () => {
    for (const search of ['q=%25', 'q=%22%3B%20DROP%20TABLE', `q=${'y'.repeat(5000)}`, 'q=%F0%9F%98%80', 'product=%27&q=_', 'q[]=1&q=2', 'q=%E0%A4%A']) {
      for (const path of ['/faqs', '/troubleshooting']) {
        const { status } = await page(`${path}?${search}`);
        expect(status, `${path}?${search.slice(0, 30)}`).toBe(200);
      }
    }
  });
});

describe('server-rendered information pages', () => {
  const PAGES: Array<{ path: string; title: string; h1: string; text: string[] }> = [
    { path: '/about', title: 'About us', h1: 'About us', text: ['Who we are', 'The VP-35 has run every working day', 'href="/about/certification"', 'href="/about/vacancies"', 'href="/expertise/subsea"'] },
    { path: '/about/vacancies', title: 'Vacancies', h1: 'Vacancies', text: ['Working at Voltara', 'Calibration technician (ref. VTE-CAL-07)', 'href="/about"'] },
    { path: '/about/certification', title: 'Quality and certification', h1: 'Quality and certification', text: ['ISO 9001:2015', '12 April 20', 'Download the ISO 9001:2015 certificate'] },
    { path: '/expertise/leak-detection', title: 'Leak detection expertise', h1: 'Leak detection expertise', text: ['Finding the leak before the water does', 'href="/applications/leak-detection"'] },
    { path: '/expertise/pipeline', title: 'Pipeline expertise', h1: 'Pipeline expertise', text: ['NACE SP0490', 'href="/applications/pipeline"', 'href="/product/'] },
    { path: '/expertise/subsea', title: 'Subsea expertise', h1: 'Subsea expertise', text: ['under the sea', 'href="/applications/subsea"'] },
    { path: '/legal/terms', title: 'Terms and conditions', h1: 'Terms and conditions', text: ['Terms and conditions of sale', 'Quotations and orders', 'href="#section-2"'] },
    { path: '/legal/privacy', title: 'Privacy policy', h1: 'Privacy policy', text: ['Information Commissioner', 'privacy@voltara.test'] },
    { path: '/legal/policies', title: 'Policies', h1: 'Policies', text: ['Cookie policy', 'Modern Slavery Act 2015'] },
    { path: '/faqs', title: 'FAQs', h1: 'FAQs', text: ['Where are Voltara instruments made?', 'action="/faqs"', 'name="q"'] },
    { path: '/troubleshooting', title: 'Troubleshooting', h1: 'Troubleshooting', text: ['No spark at a known holiday', 'name="product"', 'href="/product/vh-30-portable-dc-holiday-detector"'] },
  ];

  it.each(PAGES)('$path: heading, text, title and description in the first HTML', async ({ path, title, h1, text }) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${title} | Voltara Test Equipment`);
    expect(h1Of(html)).toBe(h1);
    const description = descriptionOf(html)!;
    expect(description.length).toBeGreaterThan(40);
    expect(description).not.toBe('Voltara Test Equipment: holiday detectors, spark testers and leak-detection instruments, designed, built and calibrated in the UK.');
    const body = markup(html);
    for (const piece of text) expect(body, `${path}: ${piece}`).toContain(piece);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`http://localhost:3000${path}`);
    expect(jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  it('writes descriptions from the pages’ content', async () => {
    expect(descriptionOf((await page('/about')).html)).toMatch(/^Voltara Test Equipment Ltd has designed and built/);
    expect(descriptionOf((await page('/expertise/pipeline')).html)).toMatch(/^A pinhole in a pipeline coating/);
    expect(descriptionOf((await page('/about/vacancies')).html)).toContain('Electronics design engineer');
    expect(descriptionOf((await page('/about/certification')).html)).toContain('ISO 9001:2015');
    expect(descriptionOf((await page('/legal/terms')).html)).toMatch(/^These terms apply to every sale/);
  });

  it('/faqs carries FAQPage JSON-LD listing every FAQ shown', async () => {
    const data = await query<FaqsPage>('faqs', { locale: 'en' });
    const ld = jsonLd((await page('/faqs')).html).find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }> };
    expect(ld).toBeTruthy();
    expect(ld.mainEntity.map((q) => q.name)).toEqual(questionsOf(data));
    expect(ld.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(ld.mainEntity[0]!.acceptedAnswer.text).not.toContain('<');
  });

  it('/faqs?q= is searched on the server: the matching FAQs only, in the HTML and the JSON-LD', async () => {
    const { status, html } = await page('/faqs?q=calibrated');
    expect(status).toBe(200);
    const body = markup(html);
    expect(body).toContain('How often should my detector be calibrated?');
    expect(body).not.toContain('How do I become a Voltara distributor?');
    expect(body).toMatch(/value="calibrated"/);
    const ld = jsonLd(html).find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> };
    expect(ld.mainEntity.map((q) => q.name)).toContain('How often should my detector be calibrated?');
    expect(ld.mainEntity.map((q) => q.name)).not.toContain('How do I become a Voltara distributor?');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe('http://localhost:3000/faqs?q=calibrated');
    const none = markup((await page('/faqs?q=zebra')).html);
    expect(none).toContain('No results found');
  });

  it('/troubleshooting?product=&q= is a real GET: the server filters by both', async () => {
    const body = markup((await page('/troubleshooting?product=vh-30-portable-dc-holiday-detector&q=alarm')).html);
    expect(body).toContain('The alarm sounds all the time, even on sound coating');
    expect(body).not.toContain('No spark at a known holiday');
    expect(body).not.toContain('False alarms with the wet sponge detector');
    expect(body).toMatch(/<option value="vh-30-portable-dc-holiday-detector" selected="">/);
  });

  it('renders a page in French with ?lang=fr, dates included', async () => {
    const about = await page('/about?lang=fr');
    expect(about.status).toBe(200);
    expect(about.html).toContain('<html lang="fr"');
    expect(titleOf(about.html)).toBe('À propos de nous | Voltara Test Equipment');
    expect(h1Of(about.html)).toBe('À propos de nous');
    expect(markup(about.html)).toContain('Qui sommes-nous');
    const certification = markup((await page('/about/certification?lang=fr')).html);
    const issued = (await query<CertificationPage>('certification', { locale: 'fr' })).certificates[0]!.issuedOn!;
    expect(certification).toMatch(new RegExp(`<time dateTime="${issued}"[^>]*>12 avril ${issued.slice(0, 4)}</time>`));
    expect(certification).toContain('Télécharger le certificat ISO 9001:2015');
    const faqs = await page('/faqs?lang=fr&q=etalonne');
    expect(markup(faqs.html)).toContain('À quelle fréquence mon détecteur doit-il être étalonné ?');
  });

  it('puts the about pages under About us in their breadcrumbs', async () => {
    const ld = jsonLd((await page('/about/vacancies')).html).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
    expect(ld.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', 'http://localhost:3000/'],
      ['About us', 'http://localhost:3000/about'],
      ['Vacancies', 'http://localhost:3000/about/vacancies'],
    ]);
  });
});

describe('an admin save shows at once on the cached pages', () => {
  type Row = Record<string, unknown> & { id: number };
  const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;

  async function edit(resource: string, search: string, change: (record: Row) => Record<string, unknown>) {
    const list = data<{ rows: Row[] }>(await admin.query(`admin.resources.${resource}.list`, { q: search }));
    expect(list.rows.length, `${resource} "${search}"`).toBeGreaterThan(0);
    const id = list.rows[0]!.id;
    const { id: _id, ...fields } = data<Row>(await admin.query(`admin.resources.${resource}.get`, { id }));
    const answer = await admin.mutation(`admin.resources.${resource}.update`, { id, data: change(fields as Row) });
    expect(answer.status, JSON.stringify(answer.json.error)).toBe(200);
  }

  it('a widget edit changes /about', async () => {
    expect(markup((await page('/about')).html)).toContain('Who we are');
    await edit('widgets', 'about_intro', (record) => ({ ...record, html_EN: '<h2>Who we are today</h2><p>Ninety people in Sheffield make every instrument we sell.</p>' }));
    const { html } = await page('/about');
    expect(markup(html)).toContain('Ninety people in Sheffield');
    expect(descriptionOf(html)).toBe('Ninety people in Sheffield make every instrument we sell.');
    expect((await query<AboutPage>('about', { locale: 'en' })).summary).toBe('Ninety people in Sheffield make every instrument we sell.');
  });

  it('a FAQ edit changes /faqs and its search', async () => {
    await page('/faqs');
    await edit('faqs', 'Where are Voltara instruments made?', (record) => ({ ...record, question_EN: 'Where is every Voltara instrument made?' }));
    const body = markup((await page('/faqs')).html);
    expect(body).toContain('Where is every Voltara instrument made?');
    expect(body).not.toContain('Where are Voltara instruments made?');
    expect(questionsOf(await query<FaqsPage>('faqs', { q: 'every voltara', locale: 'en' }))).toContain('Where is every Voltara instrument made?');
  });

  it('a certificate edit changes /about/certification', async () => {
    await page('/about/certification');
    await edit('qualitycerts', 'UKCA', (record) => ({ ...record, name_EN: 'UKCA, CE and FCC conformity' }));
    expect(markup((await page('/about/certification')).html)).toContain('UKCA, CE and FCC conformity');
  });

  it('a document page edit changes the legal text', async () => {
    await page('/legal/terms');
    await edit('documentpages', 'Quotations and orders', (record) => ({ ...record, title_EN: 'Quotations, orders and cancellations' }));
    expect(markup((await page('/legal/terms')).html)).toContain('Quotations, orders and cancellations');
  });
});

describe('locales/*/pages.json', () => {
  type Tree = { [key: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
    Object.fromEntries(
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
      ),
    );
  const load = (lang: string) => flatten(JSON.parse(readFileSync(`locales/${lang}/pages.json`, 'utf8')) as Tree);
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const en = load('en');

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every key, filled, with the same placeholders, translated', (lang) => {
    const other = load(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
      // A phrase of several words left in English is an untranslated copy.
      if (/\s/.test(text.replace(/\{\{\w+\}\}/g, '').trim())) expect(text, `${lang} ${key}`).not.toBe(en[key]);
    }
  });

  it('titles the pages as the route table does, in every language', () => {
    for (const lang of LOCALES) {
      const routes = JSON.parse(readFileSync(`locales/${lang}/routes.json`, 'utf8')) as Record<string, string>;
      const pages = load(lang);
      for (const id of ['about', 'vacancies', 'certification', 'expertiseLeakDetection', 'expertisePipeline', 'expertiseSubsea', 'terms', 'privacy', 'policies', 'faqs', 'troubleshooting']) {
        expect(pages[`titles.${id}`], `${lang} ${id}`).toBe(routes[id]);
      }
    }
  });
});
