import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { files, portalDownloadLog, products, serviceTools, serviceToolVersions } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/servicetools as a collection (admin.servicetools.list/get/filterOptions; no generic writes) beside the tool
 * and version workflows (create, update, delete, addVersion ...), through the real router on the seeded demo data. This
 * file adds 30 tools named "Tool {suffix} NN" (every third hidden, kinds in turn, sort numbers 100 + NN) and one with
 * two versions and downloads.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'certified-senior-plus', 'user'];
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const prefix = `Tool ${suffix}`;
const KINDS = ['software', 'firmware', 'manual'] as const;
let versioned = 0;
let modelCode = '';

const api = (who: string | null) => callerAs(test, actors, who).admin.servicetools;
const names = (rows: readonly ResourceRow[]) => rows.map((row) => row.name);
const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, ...input });

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const [product] = await db.select({ id: products.id, modelCode: products.modelCode }).from(products).limit(1);
  modelCode = product!.modelCode;
  await db.insert(serviceTools).values(
    Array.from({ length: 30 }, (_, n) => ({ name: `${prefix} ${String(n).padStart(2, '0')}`, kind: KINDS[n % 3]!, published: n % 3 !== 0, sort: 100 + n })),
  );
  [{ id: versioned }] = (await db
    .insert(serviceTools)
    .values({ name: `Versioned ${suffix}`, kind: 'firmware', productId: product!.id, roles: '["certified-senior"]', sort: 99 })
    .returning({ id: serviceTools.id })) as [{ id: number }];
  const [file] = await db.insert(files).values({ storageKey: `test/${suffix}.zip`, name: 'fw.zip', contentType: 'application/zip', size: 10 }).returning({ id: files.id });
  const versionIds = await db
    .insert(serviceToolVersions)
    .values([
      { toolId: versioned, version: '1.0', fileId: file!.id, releasedOn: '2025-01-10' },
      { toolId: versioned, version: '2.0', fileId: file!.id, releasedOn: '2025-06-01' },
    ])
    .returning({ id: serviceToolVersions.id });
  await db.insert(portalDownloadLog).values(versionIds.flatMap(({ id }) => [{ toolVersionId: id, ip: '192.0.2.1' }, { toolVersionId: id, ip: '192.0.2.2' }]));
  admin = new HttpClient(test, '192.0.2.192');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.193');
});
afterAll(() => test.close());

describe('admin.servicetools as the admin service tools collection', () => {
  it('lists every tool in the portal’s order with its product, roles, latest version, counts and state', async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(31);
    const mine = (await list({ q: suffix })).rows;
    expect(names(mine)).toEqual([`Versioned ${suffix}`, ...Array.from({ length: 30 }, (_, n) => `${prefix} ${String(n).padStart(2, '0')}`)]);
    expect(mine[0]).toMatchObject({
      id: versioned,
      kind: 'firmware',
      roles: '["certified-senior"]',
      latestVersion: '2.0',
      latestReleasedOn: '2025-06-01',
      versions: 2,
      downloads: 4,
      published: true,
    });
    expect(String(mine[0]!.product)).toContain(`(${modelCode})`);
    expect(mine[1]).toMatchObject({ product: null, latestVersion: null, versions: 0, downloads: 0, published: false });
  });

  it('finds tools by a part of the name, or of the product’s model code, in any case', async () => {
    expect((await list({ q: prefix.toLowerCase() })).total).toBe(30);
    expect(names((await list({ q: `${suffix} 2` })).rows)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29].map((n) => `${prefix} ${n}`));
    expect(names((await list({ q: modelCode.toLowerCase() })).rows)).toContain(`Versioned ${suffix}`);
    expect((await list({ q: 'no-such-tool-anywhere' })).total).toBe(0);
  });

  it('filters by kind and by status', async () => {
    expect((await list({ q: prefix, filters: { kind: 'manual' } })).total).toBe(10);
    expect((await list({ q: prefix, filters: { status: 'hidden' } })).total).toBe(10);
    expect((await list({ q: prefix, filters: { status: 'published', kind: 'software' } })).total).toBe(0);
    expect((await list({ q: prefix, filters: { status: 'published', kind: 'firmware' } })).total).toBe(10);
  });

  it('sorts by name both ways, and pages without a gap or an overlap', async () => {
    expect((await list({ q: prefix, sort: 'name', dir: 'desc' })).rows[0]!.name).toBe(`${prefix} 29`);
    expect((await list({ q: prefix, sort: 'sort', dir: 'desc' })).rows[0]!.name).toBe(`${prefix} 29`);
    const [first, second] = await Promise.all([1, 2].map((page) => api('admin').list({ q: prefix, page })));
    expect(first!.rows).toHaveLength(25);
    expect(names(second!.rows)).toEqual([25, 26, 27, 28, 29].map((n) => `${prefix} ${n}`));
    expect((await api('admin').list({ q: prefix, page: 7 })).page).toBe(2);
  });

  it('opens a tool as its page shows it, and an unknown id is 404', async () => {
    const seen = await api('admin').get({ id: versioned });
    expect(seen).toMatchObject({ id: versioned, name: `Versioned ${suffix}`, latestVersion: '2.0', versionCount: 2, downloads: 4, roles: ['certified-senior'] });
    expect(seen.versions.map((version) => version.version)).toEqual(['2.0', '1.0']);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.servicetools.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses partners and customers (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: versioned })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).bulkDelete({ ids: [versioned] })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.servicetools.list', {})).status).toBe(401);
  });

  it('offers no generic bulk delete: refused to the admin too, and nothing changes', async () => {
    const before = await test.deps.db.select().from(serviceTools).where(inArray(serviceTools.id, [versioned]));
    expect(await codeOf(api('admin').bulkDelete({ ids: [versioned] }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.servicetools.bulkDelete', { ids: [versioned] })).status).toBe(403);
    expect(await test.deps.db.select().from(serviceTools).where(eq(serviceTools.id, versioned))).toEqual(before);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { kind: 'hammer' } },
      { filters: { status: 'lost' } },
      { filters: { roles: 'x' } },
      { sort: 'downloads' },
      { sort: 'roles' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) {
      expect((await admin.query('admin.servicetools.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) {
      expect((await admin.query('admin.servicetools.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
