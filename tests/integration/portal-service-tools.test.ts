import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import { SERVICE_TOOL_ROLES, toolAdmits } from '../../src/shared/service-tools/servicetools.schema';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { categories, files, products, serviceTools, serviceToolVersions } from '../../src/server/db/schema';
import { parseToolRoles } from '../../src/server/features/service-tools/tool-records';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/servicetools as a read-only 'shared' collection (portal.servicetools.list/get/filterOptions) through the
 * real router on the seeded demo data: who sees which tool (the roles' JSON list in SQL, compared with toolAdmits for
 * every service role and stored value), the rows in the reader's language, search, the kind filter, Voltara's order,
 * pages, a tool's versions, access and bad input. This file adds tools named "Kit {suffix} ..." and "Pager {suffix}
 * NN", and one product.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let visitor: HttpClient;
let technician: HttpClient;
const DEMO = ['admin', 'customer', 'distributor-senior', 'certified-junior', 'certified-senior', 'certified-senior-plus', 'user'];
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const prefix = `Kit ${suffix}`;
const KINDS = ['software', 'firmware', 'manual'] as const;
const modelCode = `MC-${suffix}`;
/** 14 tools for every service role, to page through. */
const pager = `Pager ${suffix}`;

/**
 * Stored role lists, each a tool's: the admin form's (none, one, two roles), and what only a hand-edited database
 * holds (a role without service tool access, a non-string element, text that is not JSON, a JSON object).
 */
const STORED_ROLES: Record<string, string> = {
  none: '[]',
  senior: '["certified-senior"]',
  juniors: '["certified-junior","certified-junior-plus"]',
  plus: '["certified-senior-plus"]',
  distributor: '["distributor-senior"]',
  mixed: '[1,"certified-junior",null]',
  broken: 'not json',
  object: '{"certified-senior":true}',
};
const toolIds = new Map<string, number>();
let hiddenTool = 0;
let versioned = 0;
let latestVersionId = 0;

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).portal.servicetools;
const names = (rows: readonly ResourceRow[]) => rows.map((row) => row.name);
const list = (input: ResourceListInput, who = 'certified-senior') => api(who).list({ perPage: 100, ...input });

/** An actor of any role (the demo seed has no account of every service role). */
function actorOf(role: Role): Actor {
  return { id: `role-${role}-${suffix}`, name: role, email: `${role}-${suffix}@tools.test`, role, locale: 'en', companyId: null, twoFactorEnabled: false, sessionId: `s-${role}`, passwordConfirmedAt: null };
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, DEMO);
  for (const role of SERVICE_TOOL_ROLES) actors.set(`as-${role}`, actorOf(role));
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db
    .insert(products)
    .values({ categoryId: category!.id, slug: `kit-${suffix.toLowerCase()}`, modelCode, name_EN: `Leak finder ${suffix}`, name_DE: `Lecksucher ${suffix}` })
    .returning({ id: products.id });
  // One tool per stored role list, kinds in turn, sort numbers 200 + n (after the seed's 10..40).
  const rows = await db
    .insert(serviceTools)
    .values(Object.entries(STORED_ROLES).map(([key, roles], n) => ({ name: `${prefix} ${key}`, kind: KINDS[n % 3]!, roles, sort: 200 + n })))
    .returning({ id: serviceTools.id, name: serviceTools.name });
  for (const row of rows) toolIds.set(row.name.slice(prefix.length + 1), row.id);
  await db.insert(serviceTools).values(Array.from({ length: 14 }, (_, n) => ({ name: `${pager} ${String(n).padStart(2, '0')}`, kind: 'software' as const, sort: 300 + n })));
  [{ id: hiddenTool }] = (await db.insert(serviceTools).values({ name: `${prefix} hidden`, kind: 'manual', published: false, sort: 199 }).returning({ id: serviceTools.id })) as [{ id: number }];
  [{ id: versioned }] = (await db
    .insert(serviceTools)
    .values({
      name: `${prefix} versioned`,
      kind: 'firmware',
      productId: product!.id,
      description_EN: 'Reads the leak log.',
      description_DE: 'Liest das Leckprotokoll.',
      sort: 198,
    })
    .returning({ id: serviceTools.id })) as [{ id: number }];
  const [file] = await db.insert(files).values({ storageKey: `test/${suffix}.zip`, name: 'kit.zip', contentType: 'application/zip', size: 2048 }).returning({ id: files.id });
  const versions = await db
    .insert(serviceToolVersions)
    .values([
      { toolId: versioned, version: '1.0', fileId: file!.id, releasedOn: '2025-01-10', release_notes_EN: 'First.', release_notes_DE: 'Erste.' },
      { toolId: versioned, version: '2.0', fileId: file!.id, releasedOn: '2025-06-01', release_notes_EN: 'Second.', release_notes_DE: 'Zweite.' },
    ])
    .returning({ id: serviceToolVersions.id });
  latestVersionId = versions[1]!.id;
  visitor = new HttpClient(test, '192.0.2.210');
  technician = new HttpClient(test, '192.0.2.211');
  await technician.signIn('certified-senior@demo.test');
});
afterAll(() => test.close());

describe('portal.servicetools as the portal service tools collection', () => {
  it('shows each reader exactly the published tools whose roles admit them, as toolAdmits reads the stored roles', async () => {
    for (const role of [...SERVICE_TOOL_ROLES, 'admin' as const]) {
      const who = role === 'admin' ? 'admin' : `as-${role}`;
      const seen = names((await list({ q: prefix }, who)).rows);
      const expected = Object.entries(STORED_ROLES)
        .filter(([, stored]) => toolAdmits(parseToolRoles(stored), role))
        .map(([key]) => `${prefix} ${key}`);
      expect(seen.filter((name) => name !== `${prefix} versioned`).sort(), role).toEqual(expected.sort());
      expect(seen, role).not.toContain(`${prefix} hidden`);
    }
    // What that means for the stored values a hand-edited database may hold: they limit to nobody, as before.
    const junior = names((await list({ q: prefix }, 'certified-junior')).rows);
    expect(junior).toEqual(expect.arrayContaining([`${prefix} none`, `${prefix} juniors`, `${prefix} distributor`, `${prefix} mixed`, `${prefix} broken`, `${prefix} object`]));
    expect(junior).not.toContain(`${prefix} senior`);
    expect(junior).not.toContain(`${prefix} plus`);
  });

  it('a tool outside the reader’s roles, or unpublished, is not found, to the admin too when unpublished', async () => {
    expect(await codeOf(api('certified-junior').get({ id: toolIds.get('senior')! }))).toBe('NOT_FOUND');
    expect(await codeOf(api('certified-senior').get({ id: toolIds.get('senior')! }))).toBe('OK');
    expect(await codeOf(api('certified-senior').get({ id: hiddenTool }))).toBe('NOT_FOUND');
    expect(await codeOf(api('admin').get({ id: hiddenTool }))).toBe('NOT_FOUND');
    expect(await codeOf(api('certified-senior').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await technician.query('portal.servicetools.get', { id: hiddenTool })).status).toBe(404);
  });

  it('lists the seed’s tools in Voltara’s order, a senior’s four and a junior’s two', async () => {
    const senior = names((await api('certified-senior').list({})).rows);
    expect(senior.slice(0, 4)).toEqual(['VH-15 service software', 'SA-25 spark tester firmware', 'VH-15 service manual', 'Calibration utility']);
    const junior = names((await api('certified-junior').list({})).rows);
    expect(junior.slice(0, 2)).toEqual(['VH-15 service software', 'VH-15 service manual']);
  });

  it('gives each row its kind, product and description in the reader’s language and its latest version', async () => {
    const [english] = (await list({ q: `${prefix} versioned` })).rows;
    expect(english).toMatchObject({
      id: versioned,
      name: `${prefix} versioned`,
      kind: 'firmware',
      product: `Leak finder ${suffix}`,
      description: 'Reads the leak log.',
      latestVersion: '2.0',
      latestReleasedOn: '2025-06-01',
      latestVersionId,
    });
    const [german] = (await api('certified-senior', 'de').list({ q: `${prefix} versioned` })).rows;
    expect(german).toMatchObject({ product: `Lecksucher ${suffix}`, description: 'Liest das Leckprotokoll.' });
    // One language per row: not the six stored ones.
    expect(Object.keys(german!).filter((key) => /_(DE|EN|ES|FR|NL|PT)$/.test(key))).toEqual([]);
    const [bare] = (await list({ q: `${prefix} none` })).rows;
    expect(bare).toMatchObject({ product: null, description: '', latestVersion: null, latestVersionId: null });
  });

  it('finds a tool by a part of its name in any case, its product’s model code, or its product’s name in any language', async () => {
    const seniorSees = Object.values(STORED_ROLES).filter((stored) => toolAdmits(parseToolRoles(stored), 'certified-senior')).length;
    expect((await list({ q: prefix.toLowerCase() })).total).toBe(seniorSees + 1);
    expect(names((await list({ q: modelCode.toLowerCase() })).rows)).toEqual([`${prefix} versioned`]);
    expect(names((await list({ q: `lecksucher ${suffix}` })).rows)).toEqual([`${prefix} versioned`]);
    expect(names((await list({ q: `Leak finder ${suffix}` })).rows)).toEqual([`${prefix} versioned`]);
    expect((await list({ q: 'no-such-tool-anywhere' })).total).toBe(0);
    // Wildcards are plain characters.
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('filters by kind', async () => {
    const firmware = names((await list({ q: prefix, filters: { kind: 'firmware' } })).rows);
    expect(firmware).toEqual([`${prefix} versioned`, `${prefix} senior`, `${prefix} distributor`, `${prefix} object`]);
    expect((await list({ filters: { kind: 'manual' } }, 'certified-junior')).rows.every((row) => row.kind === 'manual')).toBe(true);
  });

  it('sorts by name both ways and by Voltara’s order, and pages without a gap or an overlap', async () => {
    expect(names((await list({ q: prefix, sort: 'name', dir: 'asc' })).rows).slice(0, 2)).toEqual([`${prefix} broken`, `${prefix} distributor`]);
    expect(names((await list({ q: prefix, sort: 'name', dir: 'desc' })).rows)[0]).toBe(`${prefix} versioned`);
    expect(names((await list({ q: prefix, sort: 'sort', dir: 'desc' })).rows)[0]).toBe(`${prefix} object`);
    const all = names((await list({ q: pager })).rows);
    expect(all).toHaveLength(14);
    const [first, second] = await Promise.all([1, 2].map((page) => api('certified-junior').list({ q: pager, page, perPage: 10 })));
    expect(first!).toMatchObject({ total: 14, page: 1, perPage: 10 });
    expect([...names(first!.rows), ...names(second!.rows)]).toEqual(all);
    // A page past the last shows the last.
    expect((await api('certified-junior').list({ q: pager, page: 9, perPage: 10 })).page).toBe(2);
  });

  it('opens a tool with its versions, latest first, in the reader’s language, with the logged download address', async () => {
    const tool = await api('certified-senior', 'de').get({ id: versioned });
    expect(tool).toMatchObject({ id: versioned, name: `${prefix} versioned`, kind: 'firmware', productName: `Lecksucher ${suffix}`, description: 'Liest das Leckprotokoll.' });
    expect(tool.versions.map((version) => [version.version, version.releaseNotes])).toEqual([
      ['2.0', 'Zweite.'],
      ['1.0', 'Erste.'],
    ]);
    expect(tool.versions[0]).toMatchObject({ id: latestVersionId, fileName: 'kit.zip', size: 2048, url: `/api/portal/servicetools/versions/${latestVersionId}` });
  });

  it('refuses a visitor (401), customers and roles without service tool access (403); certified-senior-plus may', async () => {
    for (const who of ['customer', 'user', 'distributor-senior']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: versioned })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('portal.servicetools.list', {})).status).toBe(401);
    expect((await visitor.query('portal.servicetools.get', { id: versioned })).status).toBe(401);
    const partner = new HttpClient(test, '192.0.2.212');
    await partner.signIn('distributor-senior@demo.test');
    expect((await partner.query('portal.servicetools.list', {})).status).toBe(403);
    const customer = new HttpClient(test, '192.0.2.213');
    await customer.signIn('customer@demo.test');
    expect((await customer.query('portal.servicetools.list', {})).status).toBe(403);
    // Service tools without the rest of the portal (SPEC.md section 6).
    expect(names((await api('certified-senior-plus').list({})).rows)).toContain('Calibration utility');
    expect((await technician.query('portal.servicetools.list', {})).status).toBe(200);
  });

  it('offers no writes: bulk delete is refused to everyone, and nothing changes', async () => {
    const before = await test.deps.db.select().from(serviceTools).where(inArray(serviceTools.id, [versioned]));
    for (const who of ['certified-senior', 'admin']) expect(await codeOf(api(who).bulkDelete({ ids: [versioned] })), who).toBe('FORBIDDEN');
    expect((await technician.mutation('portal.servicetools.bulkDelete', { ids: [versioned] })).status).toBe(403);
    expect(await test.deps.db.select().from(serviceTools).where(eq(serviceTools.id, versioned))).toEqual(before);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { kind: 'hammer' } },
      { filters: { status: 'hidden' } },
      { filters: { roles: 'x' } },
      { sort: 'roles' },
      { sort: 'latestVersion' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) {
      expect((await technician.query('portal.servicetools.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) {
      expect((await technician.query('portal.servicetools.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
