import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_CATEGORIES } from '../../src/shared/files/download.schema';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { downloads } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/files as a collection (portal.files.list/get; no writes) through the real router on the seeded demo data:
 * Voltara's downloads, the same for every member of a role (scope 'shared'). The seed has one download per audience
 * (public, customers, distributors, service partners: the service manual, admin: internal); this file adds an
 * unpublished one and 30 partner brochures (PAGEFILE-…) for paging.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let visitor: HttpClient;
let customer: HttpClient;
let junior: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-junior', 'distributor-senior', 'certified-junior', 'user'];
const PAGED = 30;
const ids = { manual: 0, internal: 0, presentation: 0, draft: 0 };

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).portal.files;
const titles = (rows: readonly ResourceRow[]) => rows.map((row) => row.title);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const idOf = async (title: string) => (await db.select({ id: downloads.id }).from(downloads).where(eq(downloads.title_EN, title)))[0]!.id;
  ids.manual = await idOf('SD-30 DC Spark Tester service manual');
  ids.internal = await idOf('Internal quality audit report 2024');
  ids.presentation = await idOf('Distributor sales presentation 2024');
  const [{ fileId }] = (await db.select({ fileId: downloads.fileId }).from(downloads).where(eq(downloads.id, ids.presentation))) as [{ fileId: number }];
  const [draft] = await db
    .insert(downloads)
    .values({ title_EN: 'Unreleased price list draft', category: 'price-list', audience: 'distributors', fileId, published: false, sort: 5 })
    .returning({ id: downloads.id });
  ids.draft = draft!.id;
  // Thirty partner brochures, PAGEFILE-01 first in the public order (sort numbers after the seed's).
  await db.insert(downloads).values(
    Array.from({ length: PAGED }, (_, index) => ({
      title_EN: `PAGEFILE-${String(index + 1).padStart(2, '0')} partner leaflet`,
      category: 'brochure' as const,
      audience: 'distributors' as const,
      fileId,
      published: true,
      sort: 1000 + index,
    })),
  );
  visitor = new HttpClient(test, '192.0.2.190');
  customer = new HttpClient(test, '192.0.2.191');
  await customer.signIn('customer@demo.test');
  junior = new HttpClient(test, '192.0.2.192');
  await junior.signIn('distributor-junior@demo.test');
});
afterAll(async () => {
  await test.deps.db.delete(downloads).where(like(downloads.title_EN, 'PAGEFILE-%'));
  test.close();
});

describe('portal.files as the portal files collection', () => {
  it('lists what a distributor may fetch: public, customer and partner downloads; no service manual, nothing internal or unpublished', async () => {
    const page = await api('distributor-junior').list({ perPage: 100 });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 100 });
    // Every published download for the public, customers or distributors (the catalogue seeds datasheets besides).
    const fetchable = await test.deps.db
      .select({ id: downloads.id })
      .from(downloads)
      .where(and(eq(downloads.published, true), inArray(downloads.audience, ['public', 'customers', 'distributors']), ne(downloads.category, 'service-manual')));
    expect(page.total).toBe(fetchable.length);
    expect(page.rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(fetchable.map((row) => row.id).sort((a, b) => a - b));
    const audiences = new Set(page.rows.map((row) => row.audience));
    expect([...audiences].sort()).toEqual(['customers', 'distributors', 'public']);
    expect(page.rows.map((row) => row.id)).not.toContain(ids.manual);
    expect(page.rows.map((row) => row.id)).not.toContain(ids.internal);
    expect(page.rows.map((row) => row.id)).not.toContain(ids.draft);
    const presentation = page.rows.find((row) => row.id === ids.presentation)!;
    // The list's columns in the reader's language, the file's name and size for the type and size cell.
    expect(presentation).toMatchObject({ title: 'Distributor sales presentation 2024', category: 'brochure', audience: 'distributors', fileName: 'distributor-presentation-2024.pdf' });
    expect(Number(presentation.fileSize)).toBeGreaterThan(0);
    expect(Object.keys(presentation).sort()).toEqual(['audience', 'category', 'fileName', 'fileSize', 'id', 'title']);
  });

  it('shows service manuals to a certified role, and everything published to an admin looking through the portal', async () => {
    const certified = await api('certified-junior').list({ perPage: 100 });
    expect(certified.rows.map((row) => row.id)).toContain(ids.manual);
    expect(certified.rows.map((row) => row.id)).not.toContain(ids.internal);
    const admin = await api('admin').list({ perPage: 100 });
    expect(admin.rows.map((row) => row.id)).toEqual(expect.arrayContaining([ids.manual, ids.internal]));
    expect(admin.rows.map((row) => row.id)).not.toContain(ids.draft);
    // get follows the same rule: a download outside it is not found.
    expect(await api('certified-junior').get({ id: ids.manual })).toMatchObject({ id: ids.manual });
    expect(await codeOf(api('distributor-junior').get({ id: ids.manual }))).toBe('NOT_FOUND');
    expect(await codeOf(api('distributor-junior').get({ id: ids.internal }))).toBe('NOT_FOUND');
    expect(await codeOf(api('admin').get({ id: ids.draft }))).toBe('NOT_FOUND');
  });

  it('lists by category in the admin’s order, each in the public pages’ order, as the old page grouped them', async () => {
    const page = await api('certified-junior').list({ perPage: 100 });
    const ranks = page.rows.map((row) => DOWNLOAD_CATEGORIES.indexOf(row.category as (typeof DOWNLOAD_CATEGORIES)[number]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const brochures = titles(page.rows.filter((row) => row.category === 'brochure'));
    expect(brochures.slice(0, 3)).toEqual(['Voltara product catalogue 2024', 'Distributor sales presentation 2024', 'PAGEFILE-01 partner leaflet']);
    const byTitle = await api('distributor-junior').list({ q: 'PAGEFILE', sort: 'title', dir: 'desc' });
    expect(byTitle.rows[0]!.title).toBe('PAGEFILE-30 partner leaflet');
  });

  it('finds by a part of a title in any language or of the file’s name, and shows the reader’s language', async () => {
    const found = async (q: string, locale: 'en' | 'de' = 'en') => titles((await api('distributor-junior', locale).list({ q })).rows);
    expect(await found('sales presentation')).toEqual(['Distributor sales presentation 2024']);
    expect(await found('vertriebspräsentation', 'de')).toEqual(['Vertriebspräsentation für Händler 2024']);
    expect(await found('SA-15-USER-MANUAL')).toEqual(['SA-15 AC Spark Tester user manual']);
    // A service manual is not found by a role that may not fetch it.
    expect(await found('service manual')).toEqual([]);
    expect((await api('distributor-junior').list({ q: 'no-such-file-anywhere' })).total).toBe(0);
  });

  it('filters by category and audience', async () => {
    const list = (input: ResourceListInput) => api('distributor-junior').list({ perPage: 100, ...input });
    const partner = await list({ filters: { audience: 'distributors' } });
    expect(partner.total).toBeGreaterThanOrEqual(1 + PAGED);
    expect(partner.rows.every((row) => row.audience === 'distributors')).toBe(true);
    expect(titles((await list({ filters: { category: 'manual' } })).rows)).toEqual(['SA-15 AC Spark Tester user manual']);
    expect((await list({ filters: { category: 'service-manual' } })).total).toBe(0);
    expect(titles((await list({ filters: { category: 'brochure', audience: 'public' } })).rows)).toEqual(['Voltara product catalogue 2024']);
  });

  it('pages without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('distributor-junior').list({ q: 'PAGEFILE', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => titles(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => `PAGEFILE-${String(index + 1).padStart(2, '0')} partner leaflet`));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
  });

  it('refuses a visitor (401) and a customer account (403) on every procedure; offers no writes to anyone', async () => {
    for (const who of ['customer', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: ids.presentation })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: ids.presentation }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('portal.files.list', {})).status).toBe(401);
    expect((await customer.query('portal.files.list', {})).status).toBe(403);
    expect((await junior.query('portal.files.list', {})).status).toBe(200);
    for (const who of ['distributor-senior', 'admin']) {
      expect(await codeOf(api(who).create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).update({ id: ids.presentation, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).delete({ id: ids.presentation })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).bulkDelete({ ids: [ids.presentation] })), who).toBe('FORBIDDEN');
    }
    expect((await junior.mutation('portal.files.delete', { id: ids.presentation })).status).toBe(403);
    expect((await api('admin').get({ id: ids.presentation })).id).toBe(ids.presentation);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { category: 'nonsense' } },
      { filters: { audience: 'everyone' } },
      { filters: { published: false } },
      { sort: 'fileName' },
      { sort: 'published' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'category' },
    ];
    for (const input of bad) {
      expect((await junior.query('portal.files.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) {
      expect((await junior.query('portal.files.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
