import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { downloads, files } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/downloads as a collection (admin.downloads.list; no generic writes) beside the download's form (get, create,
 * update, delete: the workflows, tested in downloads-audience.test.ts), through the real router on the seeded demo data.
 * This file adds 30 downloads (Paging guide 01 … 30, in German "Seitenanleitung …") on one file named
 * paging-guides.pdf for paging, every third a draft, every fifth a service manual for service partners.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'certified-senior-plus'];
const PAGED = 30;
const pagedTitle = (n: number) => `Paging guide ${String(n).padStart(2, '0')}`;

const api = (who: string | null) => callerAs(test, actors, who).admin.downloads;
const titles = (rows: readonly ResourceRow[]) => rows.map((row) => row.title_EN);

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  const [file] = await test.deps.db
    .insert(files)
    .values({ name: 'paging-guides.pdf', contentType: 'application/pdf', size: 123_456, storageKey: 'tests/paging-guides.pdf' })
    .returning({ id: files.id });
  await test.deps.db.insert(downloads).values(
    Array.from({ length: PAGED }, (_, index) => ({
      title_EN: pagedTitle(index + 1),
      title_DE: `Seitenanleitung ${String(index + 1).padStart(2, '0')}`,
      category: index % 5 === 4 ? ('service-manual' as const) : ('manual' as const),
      audience: index % 5 === 4 ? ('service-partners' as const) : ('customers' as const),
      fileId: file!.id,
      published: index % 3 !== 2,
      sort: 5000 + index,
    })),
  );
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.downloads as the admin downloads collection', () => {
  it("lists every download in the public pages' order, with its category, audience, file, size and draft state", async () => {
    const page = await api('admin').list({ perPage: 100 });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 100 });
    const seeded = await test.deps.db.select().from(downloads);
    expect(page.total).toBe(seeded.length);
    const sorts = page.rows.map((row) => Number(row.sort));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const catalogue = page.rows.find((row) => row.title_EN === 'Voltara product catalogue 2024')!;
    expect(catalogue).toMatchObject({ category: 'brochure', audience: 'public', published: true });
    expect(typeof catalogue.fileName).toBe('string');
    expect(Number(catalogue.fileSize)).toBeGreaterThan(0);
    const third = page.rows.find((row) => row.title_EN === pagedTitle(3))!;
    expect(third).toMatchObject({ fileName: 'paging-guides.pdf', fileSize: 123_456, published: false, category: 'manual', audience: 'customers' });
    // Only the list's columns (and what their cells read): not the other languages' titles.
    expect(Object.keys(third).sort()).toEqual(['audience', 'category', 'fileId', 'fileName', 'fileSize', 'id', 'published', 'sort', 'title_EN']);
  });

  it('finds downloads by a part of a title in any language or of the file name, in any case', async () => {
    const found = async (q: string) => titles((await api('admin').list({ q, perPage: 100 })).rows);
    expect(await found('paging GUIDE 07')).toEqual([pagedTitle(7)]);
    expect(await found('seitenanleitung 12')).toEqual([pagedTitle(12)]);
    expect(await found('PAGING-GUIDES.PDF')).toHaveLength(PAGED);
    expect(await found('sa-15-front-panel')).toEqual(['SA-15 front panel drawing']);
    // LIKE's wildcards are taken literally.
    expect(await found('%')).toEqual([]);
    expect((await api('admin').list({ q: 'no-such-download-anywhere' })).total).toBe(0);
  });

  it('filters by audience and category, and sorts by title, category, audience and order', async () => {
    const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, q: 'paging guide', ...input });
    const manuals = await list({ filters: { category: 'service-manual' } });
    expect(titles(manuals.rows)).toEqual([5, 10, 15, 20, 25, 30].map(pagedTitle));
    expect((await list({ filters: { audience: 'service-partners' } })).total).toBe(6);
    expect((await list({ filters: { audience: 'customers', category: 'manual' } })).total).toBe(24);
    expect((await list({ filters: { audience: 'public' } })).total).toBe(0);
    const everyManual = await api('admin').list({ perPage: 100, filters: { category: 'service-manual' } });
    expect(everyManual.rows.every((row) => row.category === 'service-manual')).toBe(true);
    expect(everyManual.total).toBeGreaterThan(6);
    expect(titles((await list({ sort: 'title', dir: 'desc' })).rows).slice(0, 2)).toEqual([pagedTitle(30), pagedTitle(29)]);
    expect(titles((await list({ sort: 'sort', dir: 'desc' })).rows)[0]).toBe(pagedTitle(30));
    const byCategory = await list({ sort: 'category', dir: 'desc' });
    expect(byCategory.rows[0]!.category).toBe('service-manual');
    const byAudience = await list({ sort: 'audience', dir: 'asc' });
    expect(byAudience.rows[0]!.audience).toBe('customers');
  });

  it('pages through the downloads without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: 'paging guide', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => titles(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => pagedTitle(index + 1)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(titles(past.rows)).toEqual(titles(pages[2]!.rows));
  });

  it("opens a download as its form shows it (every title, its file), found through the collection; an unknown id is 404", async () => {
    const [row] = (await api('admin').list({ q: pagedTitle(4) })).rows;
    const seen = await api('admin').get({ id: row!.id });
    expect(seen).toMatchObject({ id: row!.id, title_EN: pagedTitle(4), title_DE: 'Seitenanleitung 04', file: { name: 'paging-guides.pdf' } });
    // The form's save shows in the list.
    await api('admin').update({ ...seen, audience: 'distributors' });
    expect((await api('admin').list({ q: pagedTitle(4), filters: { audience: 'distributors' } })).total).toBe(1);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.downloads.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses a distributor, a certified partner and a customer (403) and a visitor (401)', async () => {
    const [row] = (await api('admin').list({ q: pagedTitle(1) })).rows;
    for (const who of ['distributor-senior', 'customer', 'certified-senior-plus']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: row!.id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'audience' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: row!.id }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.downloads.list', {})).status).toBe(401);
    expect((await new HttpClient(test, '192.0.2.192').query('admin.downloads.list', {})).status).toBe(401);
  });

  it('offers no generic bulk delete: downloads are deleted one by one through their form, each with its file', async () => {
    const [row] = (await api('admin').list({ q: pagedTitle(2) })).rows;
    expect(await codeOf(api('admin').bulkDelete({ ids: [row!.id] }))).toBe('FORBIDDEN');
    expect(await test.deps.db.select({ id: downloads.id }).from(downloads).where(eq(downloads.id, row!.id))).toHaveLength(1);
  });

  it('answers bad input with a 422 naming the field, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { audience: 'everyone' } },
      { filters: { category: 'poster' } },
      { filters: { fileId: 1 } },
      { sort: 'fileName' },
      { sort: 'created' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'audience' },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.downloads.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}]) {
      expect((await admin.query('admin.downloads.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
