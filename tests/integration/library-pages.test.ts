import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consents, documents, downloadLog, downloads, enquiries, outbox, questionnaireQuestions, questionnaires, rateLimits } from '../../src/server/db/schema';
import type { LibraryDownloadsPage, GuidePage, QuestionnairePage } from '../../src/shared/library/library.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 9, the library pages: /resources/downloads (each audience sees exactly its files, service manuals never for
 * visitors, customers or plain distributors, the server-rendered page always the visitor's), the download endpoint
 * refusing a restricted file to a visitor, /guides/{id} in the blank layout, and /questionnaire with its answers
 * stored through the enquiry service (consents, outbox mails, every invalid case, robots, odd input).
 */
let test: TestApp;
let nextIp = 20;
const clients: Record<string, HttpClient> = {};

beforeAll(async () => {
  test = await createTestApp();
  for (const [who, email] of [
    ['customer', 'customer@demo.test'],
    ['distributor', 'distributor-senior@demo.test'],
    ['certified', 'certified-senior-plus@demo.test'],
    ['admin', 'admin@demo.test'],
  ] as const) {
    clients[who] = new HttpClient(test, `198.51.100.${nextIp++}`);
    await clients[who].signIn(email);
  }
  clients.visitor = new HttpClient(test, `198.51.100.${nextIp++}`);
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

async function query<T>(client: HttpClient, procedure: string, input: unknown): Promise<T> {
  const { status, json } = await client.query(`public.library.${procedure}`, input);
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as T;
}

async function page(path: string, client?: HttpClient) {
  const response = client ? await client.get(path) : await test.app.request(path);
  return { status: response.status, html: await response.text() };
}
/** The page's markup only (not the dehydrated state, which repeats every text). */
const markup = (html: string) => html.replace(/<script type="application\/json" id="ssr-state"[^>]*>.*?<\/script>/s, '');
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const idsOf = (data: LibraryDownloadsPage) => data.groups.flatMap((group) => group.items.map((item) => item.id)).sort((a, b) => a - b);

/** The published downloads of these audiences, minus service manuals unless allowed: what a role must see. */
async function expectedIds(audiences: readonly string[], serviceManuals: boolean): Promise<number[]> {
  const rows = await test.deps.db.select().from(downloads).where(eq(downloads.published, true));
  return rows
    .filter((row) => audiences.includes(row.audience) && (serviceManuals || row.category !== 'service-manual'))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

describe('downloads by audience', () => {
  it('a visitor sees exactly the public files, grouped by category, with type, size, language and products', async () => {
    const data = await query<LibraryDownloadsPage>(clients.visitor!, 'myDownloads', { locale: 'en' });
    expect(data.audience).toBe('public');
    expect(idsOf(data)).toEqual(await expectedIds(['public'], false));
    const all = data.groups.flatMap((group) => group.items);
    expect(all.every((item) => item.audience === 'public' && item.category !== 'service-manual')).toBe(true);
    for (const group of data.groups) expect(group.items.every((item) => item.category === group.category)).toBe(true);
    const catalogue = all.find((item) => item.title === 'Voltara product catalogue 2024')!;
    expect(catalogue).toMatchObject({ category: 'brochure', language: 'en', fileName: 'voltara-catalogue-2024.pdf', url: `/api/downloads/${catalogue.id}/file` });
    expect(catalogue.size).toBeGreaterThan(0);
    expect(all.some((item) => item.products.length > 0 && item.products[0]!.slug.length > 0)).toBe(true);
    // The cached signed-out procedure answers the same.
    expect(idsOf(await query<LibraryDownloadsPage>(clients.visitor!, 'downloads', { locale: 'en' }))).toEqual(idsOf(data));
  });

  it('a customer also sees the customers files, never a service manual', async () => {
    const data = await query<LibraryDownloadsPage>(clients.customer!, 'myDownloads', { locale: 'en' });
    expect(data.audience).toBe('customers');
    expect(idsOf(data)).toEqual(await expectedIds(['public', 'customers'], false));
    expect(data.groups.some((group) => group.category === 'service-manual')).toBe(false);
    expect(data.groups.flatMap((g) => g.items).some((item) => item.title === 'SA-15 AC Spark Tester user manual')).toBe(true);
  });

  it('a distributor also sees the distributors files; service manuals only with service tool access', async () => {
    const distributor = await query<LibraryDownloadsPage>(clients.distributor!, 'myDownloads', { locale: 'en' });
    expect(distributor.audience).toBe('distributors');
    expect(idsOf(distributor)).toEqual(await expectedIds(['public', 'customers', 'distributors'], false));
    expect(distributor.groups.flatMap((g) => g.items).some((item) => item.title === 'Distributor sales presentation 2024')).toBe(true);
    const certified = await query<LibraryDownloadsPage>(clients.certified!, 'myDownloads', { locale: 'en' });
    expect(idsOf(certified)).toEqual(await expectedIds(['public', 'customers', 'distributors', 'service-partners'], true));
    expect(certified.groups.some((group) => group.category === 'service-manual')).toBe(true);
  });

  it('an admin sees every published download, the internal ones included', async () => {
    const data = await query<LibraryDownloadsPage>(clients.admin!, 'myDownloads', { locale: 'de' });
    expect(data.audience).toBe('admin');
    expect(idsOf(data)).toEqual(await expectedIds(['public', 'customers', 'distributors', 'service-partners', 'admin'], true));
    expect(data.groups.flatMap((g) => g.items).some((item) => item.title === 'Interner Qualitätsauditbericht 2024')).toBe(true);
  });

  it('a category: only its files, the menu still counting every category; an unknown category is refused', async () => {
    const data = await query<LibraryDownloadsPage>(clients.visitor!, 'downloads', { category: 'brochure', locale: 'en' });
    expect(data.category).toBe('brochure');
    expect(data.groups.map((group) => group.category)).toEqual(['brochure']);
    expect(data.categories.length).toBeGreaterThan(1);
    for (const input of [{ category: 'nope', locale: 'en' }, { category: 5, locale: 'en' }, { locale: 'xx' }, 'odd']) {
      const { status } = await clients.visitor!.query('public.library.downloads', input);
      expect(status, JSON.stringify(input)).toBe(422);
    }
  });

  it('the page is rendered as a visitor sees it, for everyone (a signed-in request never leaks into the cache)', async () => {
    await page('/resources/downloads', clients.admin);
    for (const client of [undefined, clients.customer]) {
      const { status, html } = await page('/resources/downloads', client);
      expect(status).toBe(200);
      const body = markup(html);
      expect(body).toContain('<h1 class="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">Downloads</h1>');
      expect(body).toContain('Voltara product catalogue 2024');
      expect(body).not.toContain('SA-15 AC Spark Tester user manual');
      expect(body).not.toContain('service manual');
      expect(body).not.toContain('Internal quality audit report');
    }
    const { html } = await page('/resources/downloads/brochure?lang=fr');
    expect(titleOf(html)).toBe('Brochures – Téléchargements | Voltara Test Equipment');
    expect(jsonLd(html).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    expect((await page('/resources/downloads/no-such-category')).status).toBe(404);
  });

  it('the download endpoint refuses a restricted file to a visitor (nothing logged) and logs a customer fetch', async () => {
    const rows = await test.deps.db.select().from(downloads);
    const manual = rows.find((row) => row.title_EN === 'SA-15 AC Spark Tester user manual')!;
    const service = rows.find((row) => row.category === 'service-manual')!;
    const logged = async () => Number((await test.deps.db.select({ n: sql<number>`count(*)` }).from(downloadLog))[0]!.n);
    const before = await logged();
    expect((await clients.visitor!.get(`/api/downloads/${manual.id}/file`)).status).toBe(401);
    expect((await clients.visitor!.get(`/api/downloads/${service.id}/file`)).status).toBe(401);
    expect((await clients.customer!.get(`/api/downloads/${service.id}/file`)).status).toBe(403);
    expect(await logged()).toBe(before);
    expect((await clients.customer!.get(`/api/downloads/${manual.id}/file`)).status).toBe(200);
    expect(await logged()).toBe(before + 1);
  });
});

describe('guides', () => {
  it('a guide by slug or id: all its pages in order, in the blank layout, with title, description and breadcrumbs', async () => {
    const [document] = await test.deps.db.select().from(documents).where(eq(documents.slug, 'holiday-detector-quick-start'));
    const data = await query<GuidePage>(clients.visitor!, 'guide', { id: String(document!.id), locale: 'en' });
    expect(data.sections.map((section) => section.title)).toEqual(['Before you start', 'Setting the test voltage', 'Testing and recording holidays']);
    const { status, html } = await page('/guides/holiday-detector-quick-start');
    expect(status).toBe(200);
    const body = markup(html);
    expect(body).toMatch(/<h1[^>]*>Holiday detector quick start<\/h1>/);
    const positions = data.sections.map((section) => body.indexOf(section.title));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain('Move the electrode at about 0.3 m a second');
    expect(body).not.toContain('<header');
    expect(body).not.toContain('<footer');
    expect(body).toMatch(/<button[^>]*>Print<\/button>/);
    expect(titleOf(html)).toBe('Holiday detector quick start | Voltara Test Equipment');
    expect(jsonLd(html).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    const german = markup((await page(`/guides/${document!.id}?lang=de`)).html);
    expect(german).toContain('Bevor Sie beginnen');
  });

  it('an unknown or unpublished guide is a 404 page; odd ids never fail', async () => {
    expect((await page('/guides/no-such-guide')).status).toBe(404);
    expect((await page('/guides/999999')).status).toBe(404);
    await test.deps.db.update(documents).set({ published: false }).where(eq(documents.slug, 'roof-scanner-field-guide'));
    await test.deps.cache.bump('pages');
    expect((await page('/guides/roof-scanner-field-guide')).status).toBe(404);
    await test.deps.db.update(documents).set({ published: true }).where(eq(documents.slug, 'roof-scanner-field-guide'));
    for (const id of ['%00', "' or 1=1", 'x'.repeat(500), '0', '-1']) {
      expect([404, 200], id).toContain((await page(`/guides/${encodeURIComponent(id)}`)).status);
    }
    expect(await query<GuidePage | null>(clients.visitor!, 'guide', { id: 42, locale: 'en' })).toBeNull();
  });

  it('the sitemap lists the guides and the downloads page', async () => {
    const sitemap = await (await test.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/guides/holiday-detector-quick-start</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/resources/downloads</loc>');
  });
});

describe('questionnaire', () => {
  let data: NonNullable<QuestionnairePage['questionnaire']>;
  beforeAll(async () => {
    // A choice with options (the lines under the question), so every kind is exercised.
    const [first] = await test.deps.db.select().from(questionnaires).where(eq(questionnaires.active, true)).orderBy(questionnaires.id).limit(1);
    await test.deps.db
      .update(questionnaireQuestions)
      .set({ question_EN: 'How did you send the instrument to us?\nCourier\nPost\nDropped off' })
      .where(and(eq(questionnaireQuestions.questionnaireId, first!.id), eq(questionnaireQuestions.kind, 'choice')));
    await test.deps.cache.bump('pages');
    data = (await query<QuestionnairePage>(clients.visitor!, 'questionnaire', { locale: 'en' })).questionnaire!;
  });

  const byKind = (kind: string) => data.questions.find((question) => question.kind === kind)!;
  const spam = () => ({ website: '', ticket: formTicket(test) });
  const answer = (extra: Record<string, unknown> = {}) => ({
    kind: 'questionnaire',
    questionnaireId: data.id,
    answers: { [byKind('yes-no').id]: 'yes', [byKind('rating').id]: '4', [byKind('choice').id]: 'Courier', [byKind('text').id]: 'Faster collection, please.' },
    name: 'Quinn Feedback',
    email: 'Quinn.Feedback@example.com',
    companyName: 'Coat Co',
    consents: { terms: true, marketing: true },
    ...spam(),
    ...extra,
  });
  async function send(input: unknown, lang = 'en') {
    const client = new HttpClient(test, `198.51.100.${nextIp++ % 250}`);
    const response = await client.request('POST', `/trpc/public.enquiries.send?lang=${lang}`, { body: input });
    const body = (await response.json()) as { result?: { data: { id: number; message: string } }; error?: { data: { fieldErrors?: Record<string, string[]> } } };
    return { status: response.status, body, fieldErrors: body.error?.data.fieldErrors ?? {} };
  }

  it('the page is server-rendered with the questions in order, each of its kind', async () => {
    expect(data.title).toBe('Calibration service feedback');
    expect(data.questions.map((question) => question.kind)).toEqual(['yes-no', 'rating', 'choice', 'text']);
    expect(byKind('choice').options).toEqual(['Courier', 'Post', 'Dropped off']);
    const { status, html } = await page('/questionnaire');
    expect(status).toBe(200);
    const body = markup(html);
    const positions = data.questions.map((question) => body.indexOf(question.text));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain('value="Courier"');
    expect(body).toMatch(/type="radio"[^>]*value="5"/);
    expect(titleOf(html)).toBe('Questionnaire | Voltara Test Equipment');
    expect(markup((await page('/questionnaire?lang=de')).html)).toContain('Feedback zum Kalibrierservice');
  });

  it('valid answers are stored with the consents, the recipient notified and the visitor receipted in their language', async () => {
    const sent = await send(answer(), 'de');
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(200);
    expect(sent.body.result!.data.message).toBe('Vielen Dank: Ihre Antworten wurden gesendet.');
    const [stored] = await test.deps.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
    expect(stored).toMatchObject({ id: sent.body.result!.data.id, kind: 'questionnaire', email: 'quinn.feedback@example.com', name: 'Quinn Feedback', company: 'Coat Co', locale: 'de' });
    const details = JSON.parse(stored!.details) as { questionnaire: { title: string }; answers: Array<{ question: string; answer: string }> };
    expect(details.questionnaire.title).toBe('Calibration service feedback');
    expect(details.answers.map((entry) => entry.answer)).toEqual(['yes', '4', 'Courier', 'Faster collection, please.']);
    const given = await test.deps.db.select().from(consents).where(eq(consents.email, 'quinn.feedback@example.com'));
    expect(given.map((row) => [row.kind, row.given]).sort()).toEqual([['dealer-sharing', false], ['marketing', true], ['terms-privacy', true]]);
    expect(given.every((row) => row.createdAt instanceof Date)).toBe(true);
    const [notice] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'feedback@voltara.test')).orderBy(desc(outbox.id)).limit(1);
    expect(notice!.subject).toBe(`[E-${stored!.id}] questionnaire: Calibration service feedback, Quinn Feedback (Coat Co)`);
    expect(notice!.text).toContain('How would you rate the calibration certificate?: 4 / 5');
    const [receipt] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'quinn.feedback@example.com'));
    expect(receipt!.subject).toBe('Ihre Antworten auf unseren Fragebogen | Voltara Test Equipment');
    expect(receipt!.text).toContain(`E-${stored!.id}`);
    expect(receipt!.text).toContain('Ja');
  });

  it('optional questions may stay unanswered', async () => {
    const sent = await send(answer({ answers: { [byKind('yes-no').id]: 'no', [byKind('rating').id]: '1' }, companyName: '', email: 'short@example.com' }));
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(200);
  });

  it('each invalid answer or field is a field error; a missing consent has the spec message', async () => {
    const yesNo = byKind('yes-no').id;
    const rating = byKind('rating').id;
    const choice = byKind('choice').id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ answers: { [rating]: '4' } }, `answers.${yesNo}`],
      [{ answers: { [yesNo]: 'maybe', [rating]: '4' } }, `answers.${yesNo}`],
      [{ answers: { [yesNo]: 'yes', [rating]: '6' } }, `answers.${rating}`],
      [{ answers: { [yesNo]: 'yes', [rating]: '2.5' } }, `answers.${rating}`],
      [{ answers: { [yesNo]: 'yes', [rating]: '3', [choice]: 'Carrier pigeon' } }, `answers.${choice}`],
      [{ answers: { [yesNo]: 'yes', [rating]: '3', 999999: 'stray' } }, 'answers.999999'],
      [{ name: '' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ companyName: 'a\u0000b' }, 'companyName'],
      [{ questionnaireId: 999999 }, 'questionnaireId'],
    ];
    for (const [extra, field] of cases) {
      await test.deps.db.delete(rateLimits); // one sender, many tries: the limit has its own tests (public-forms)
      const sent = await send(answer(extra));
      expect(sent.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(sent.fieldErrors), JSON.stringify(extra)).toContain(field);
    }
    const noConsent = await send(answer({ consents: { terms: false } }));
    expect(noConsent.status).toBe(422);
    expect(noConsent.fieldErrors['consents.terms']).toEqual(['You must agree to our privacy policy']);
    const tooFast = await send(answer({ ticket: formTicket(test, 0) }));
    expect(Object.keys(tooFast.fieldErrors)).toEqual(['ticket']);
  });

  it('a filled honeypot is thanked and stored as spam only (no consents, no e-mail)', async () => {
    const sent = await send(answer({ website: 'http://spam.example', email: 'robot@example.com' }));
    expect(sent.status).toBe(200);
    expect(sent.body.result!.data.message).toBe('Thank you: your answers have been sent.');
    const stored = await test.deps.db.select().from(enquiries).where(eq(enquiries.email, 'robot@example.com'));
    expect(stored.map((row) => [row.id, row.kind, row.status])).toEqual([[sent.body.result!.data.id, 'questionnaire', 'spam']]);
    expect(await test.deps.db.select().from(consents).where(eq(consents.email, 'robot@example.com'))).toEqual([]);
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, 'robot@example.com'))).toEqual([]);
  });

  it('odd input never answers 500', async () => {
    const odd: unknown[] = [
      null,
      'text',
      [],
      answer({ answers: 'all yes' }),
      answer({ answers: [1, 2, 3] }),
      answer({ answers: { abc: 'x' } }),
      answer({ answers: { 1: { nested: true } } }),
      answer({ answers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [String(i + 1), 'x'])) }),
      answer({ answers: { [byKind('text').id]: 'x'.repeat(5000) } }),
      answer({ questionnaireId: 'one' }),
      answer({ consents: 'yes' }),
    ];
    for (const input of odd) {
      await test.deps.db.delete(rateLimits);
      const sent = await send(input);
      expect(sent.status, JSON.stringify(input).slice(0, 200)).toBeLessThan(500);
      expect(sent.status).not.toBe(200);
    }
  });
});
