import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../src/server/db/schema';
import type { TranslationReport } from '../../src/server/features/translations/collections/translation-report';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/** The missing-translations report over every resource with per-language fields (admin.translations.report). */
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

async function report(): Promise<TranslationReport> {
  const { status, json } = await admin.query('admin.translations.report');
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as TranslationReport;
}

const section = (r: TranslationReport, name: string) => r.resources.find((s) => s.resource === name)!;
const all6 = (base: string, text: string) =>
  Object.fromEntries(['EN', 'DE', 'ES', 'FR', 'NL', 'PT'].map((code) => [`${base}_${code}`, `${text} ${code}`]));

describe('the missing-translations report', () => {
  it('lists the resources with per-language fields, with their gaps', async () => {
    // A FAQ translated into EN, DE and FR only (the seeded one was a near-duplicate of a product FAQ, merged into it).
    const created = await admin.mutation('admin.resources.faqs.create', {
      category: 'products',
      ...all6('question', 'Partly translated'),
      ...all6('answer', '<p>Partly</p>'),
      question_ES: '',
      question_NL: '',
      question_PT: '',
      answer_ES: '',
      answer_NL: '',
      answer_PT: '',
    });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const r = await report();
    expect(r.locales).toEqual(['DE', 'ES', 'FR', 'NL', 'PT']);
    const faqs = section(r, 'faqs');
    expect(faqs).toMatchObject({ ns: 'admin-content', title: 'faqs.title', basePath: '/admin/content/faqs', editRoute: 'admin.content.faqs.edit' });
    expect(faqs.fields.map((f) => f.name)).toEqual(['question', 'answer']);
    const partial = faqs.rows.find((row) => row.label === 'Partly translated EN')!;
    expect(partial.missing).toEqual({ question: ['ES', 'NL', 'PT'], answer: ['ES', 'NL', 'PT'] });
    expect(faqs.missingByLocale).toMatchObject({ DE: 0, FR: 0 });
    expect(faqs.missingByLocale.ES).toBeGreaterThan(0);
    for (const name of ['helpcenter', 'troubleshooting', 'blog', 'testimonials', 'experts']) expect(section(r, name)).toBeDefined();
    expect(r.totals.records).toBe(r.resources.reduce((n, s) => n + s.total, 0));
  });

  it('shows a record missing FR, and drops it once FR is filled in', async () => {
    const created = await admin.mutation('admin.resources.helpcenter.create', {
      category: 'portal',
      ...all6('title', 'Report check'),
      ...all6('body', '<p>Body</p>'),
      title_FR: '',
      body_FR: '',
    });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const { id } = created.json.result!.data as { id: number };

    const before = await report();
    const row = section(before, 'helpcenter').rows.find((r) => r.id === id)!;
    expect(row).toEqual({ id, href: `/admin/content/helpcenter/${id}`, label: 'Report check EN', missing: { title: ['FR'], body: ['FR'] } });
    expect(section(before, 'helpcenter').missingByLocale.FR).toBeGreaterThanOrEqual(1);

    const updated = await admin.mutation('admin.resources.helpcenter.update', {
      id,
      data: { category: 'portal', ...all6('title', 'Report check'), ...all6('body', '<p>Body</p>') },
    });
    expect(updated.status, JSON.stringify(updated.json.error)).toBe(200);
    const after = await report();
    expect(section(after, 'helpcenter').rows.some((r) => r.id === id)).toBe(false);
    expect(section(after, 'helpcenter').missingByLocale.FR).toBe(section(before, 'helpcenter').missingByLocale.FR - 1);
  });

  it('does not report a field that has no English text', async () => {
    const created = await admin.mutation('admin.resources.blog.create', {
      slug: 'report-no-summary',
      ...all6('title', 'No summary'),
      ...all6('body', '<p>Body</p>'),
    });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const { id } = created.json.result!.data as { id: number };
    expect(section(await report(), 'blog').rows.some((r) => r.id === id)).toBe(false);
  });

  it('lists at most 500 records per resource and still counts them all', async () => {
    const rows = Array.from({ length: 520 }, (_, i) => ({ author: `Bulk author ${i}`, quote_EN: 'Great kit.', quote_DE: 'Tolles Gerät.' }));
    await test.deps.db.insert(testimonials).values(rows);
    const bulk = section(await report(), 'testimonials');
    expect(bulk.rows).toHaveLength(500);
    expect(bulk.total).toBeGreaterThanOrEqual(520);
    expect(bulk.capped).toBe(true);
    expect(bulk.missingByLocale.FR).toBeGreaterThanOrEqual(520);
    expect(bulk.missingByLocale.DE).toBeLessThan(bulk.total);
  });

  it('refuses visitors (401) and every non-admin role (403)', async () => {
    const visitor = new HttpClient(test, '198.51.100.42');
    expect((await visitor.query('admin.translations.report')).status).toBe(401);
    for (const role of ['customer', 'distributor-senior', 'certified-senior-plus']) {
      const other = new HttpClient(test, '198.51.100.43');
      await other.signIn(`${role}@demo.test`);
      expect((await other.query('admin.translations.report')).status).toBe(403);
    }
  });
});
