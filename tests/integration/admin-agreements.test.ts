import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { agreementAcceptances, agreements, companies } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/agreements as collections, through the real router on the seeded demo data: the templates
 * (admin.agreements.list/get beside their workflows), each company's standing with each agreement
 * (admin.agreements.overview) and every acceptance (admin.agreements.acceptances). This file makes twelve companies
 * and three templates of its own (names end in a random suffix): Alpha published twice and applied to all twelve,
 * Beta applied to two with a draft only, Gamma inactive with nothing. Acceptances are written with fixed times, minutes
 * apart, so the order never depends on the time of day.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
const COMPANIES = 12;
const companyIds: number[] = [];
const companyName = (index: number) => `Pact Co ${String(index + 1).padStart(2, '0')} ${suffix}`;
const ids = { alpha: 0, beta: 0, gamma: 0, alphaV1: 0, alphaV2: 0 };
const SIGNED = Date.parse('2026-01-05T10:00:00Z');

const api = (who: string | null) => callerAs(test, actors, who).admin.agreements;
const names = (rows: readonly ResourceRow[], key = 'name') => rows.map((row) => row[key]);

/** A draft with one titled page, published: its version id. */
async function publishVersion(agreementId: number, title: string): Promise<number> {
  const { versionId } = await api('admin').createDraft({ agreementId });
  const page = await api('admin').addPage({ versionId });
  await api('admin').savePage({ id: page.id, title_EN: title, body_EN: `<p>${title}</p>` });
  await api('admin').publish({ versionId });
  return versionId;
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', 'user']);
  for (let index = 0; index < COMPANIES; index++) {
    const [row] = await db.insert(companies).values({ name: companyName(index), email: `pact${index + 1}-${suffix}@pact.test` }).returning({ id: companies.id });
    companyIds.push(row!.id);
  }
  ids.alpha = (await api('admin').create({ name: `Pact Alpha ${suffix}`, description_EN: 'The first.' })).id;
  ids.beta = (await api('admin').create({ name: `Pact Beta ${suffix}`, description_EN: 'The second.' })).id;
  ids.gamma = (await api('admin').create({ name: `Pact Gamma ${suffix}` })).id;
  await api('admin').update({ id: ids.gamma, name: `Pact Gamma ${suffix}`, active: false });
  await api('admin').setCompanies({ agreementId: ids.alpha, companyIds });
  await api('admin').setCompanies({ agreementId: ids.beta, companyIds: companyIds.slice(0, 2) });
  await api('admin').createDraft({ agreementId: ids.beta });
  ids.alphaV1 = await publishVersion(ids.alpha, 'Terms');
  // Companies 1-4 accepted version 1, a minute apart; then version 2 came, and company 1 accepted it too.
  const signer = actors.get('distributor-senior')!.id;
  await db.insert(agreementAcceptances).values(
    companyIds.slice(0, 4).map((companyId, index) => ({ versionId: ids.alphaV1, companyId, userId: signer, name: `Signer ${index + 1}`, ip: `198.51.100.${index + 1}`, acceptedAt: new Date(SIGNED + index * 60_000) })),
  );
  ids.alphaV2 = await publishVersion(ids.alpha, 'Terms, revised');
  await db.insert(agreementAcceptances).values({ versionId: ids.alphaV2, companyId: companyIds[0]!, userId: signer, name: 'Signer One Again', ip: '198.51.100.9', acceptedAt: new Date(SIGNED + 86_400_000) });
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.agreements.list: the templates collection', () => {
  it('lists the templates by name with their latest version, its day, draft and companies', async () => {
    const page = await api('admin').list({ q: suffix });
    expect(page).toMatchObject({ paging: 'offset', page: 1, total: 3 });
    expect(names(page.rows)).toEqual([`Pact Alpha ${suffix}`, `Pact Beta ${suffix}`, `Pact Gamma ${suffix}`]);
    const [alpha, beta, gamma] = page.rows;
    expect(alpha).toMatchObject({ id: ids.alpha, active: true, latestVersion: 2, hasDraft: false, companyCount: COMPANIES });
    expect(String(alpha!.latestPublishedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(beta).toMatchObject({ active: true, latestVersion: null, latestPublishedAt: null, hasDraft: true, companyCount: 2 });
    expect(gamma).toMatchObject({ active: false, latestVersion: null, hasDraft: false, companyCount: 0 });
    // The demo's templates are there too, without a search.
    expect(names((await api('admin').list({ perPage: 100 })).rows)).toContain('Distribution Agreement');
  });

  it('finds a template by a part of its name in any case, filters active or inactive, and sorts', async () => {
    const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, q: suffix, ...input });
    expect(names((await list({ q: `beta ${suffix.toUpperCase()}` })).rows)).toEqual([`Pact Beta ${suffix}`]);
    expect(names((await list({ filters: { status: 'inactive' } })).rows)).toEqual([`Pact Gamma ${suffix}`]);
    expect(names((await list({ filters: { status: 'active' } })).rows)).toEqual([`Pact Alpha ${suffix}`, `Pact Beta ${suffix}`]);
    expect(names((await list({ sort: 'companyCount', dir: 'desc' })).rows)).toEqual([`Pact Alpha ${suffix}`, `Pact Beta ${suffix}`, `Pact Gamma ${suffix}`]);
    expect(names((await list({ sort: 'name', dir: 'desc' })).rows)).toEqual([`Pact Gamma ${suffix}`, `Pact Beta ${suffix}`, `Pact Alpha ${suffix}`]);
    // Published first, the never published last, either way.
    expect(names((await list({ sort: 'latestPublishedAt', dir: 'asc' })).rows)[0]).toBe(`Pact Alpha ${suffix}`);
    expect((await api('admin').list({ q: 'no-such-agreement-anywhere' })).total).toBe(0);
  });

  it("opens a template as its page shows it, an unknown one is 404, and its workflows keep their answers", async () => {
    const alpha = await api('admin').get({ id: ids.alpha });
    expect(alpha).toMatchObject({ id: ids.alpha, name: `Pact Alpha ${suffix}`, description_EN: 'The first.', active: true });
    expect(alpha.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(alpha.companies).toHaveLength(COMPANIES);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.agreements.get', { id: 99_999_999 })).status).toBe(404);
    // An accepted template is kept as evidence (409); an unused one is deleted and leaves the list.
    expect(await codeOf(api('admin').delete({ id: ids.alpha }))).toBe('CONFLICT');
    const unused = await api('admin').create({ name: `Pact Delta ${suffix}` });
    expect(names((await api('admin').list({ q: `delta ${suffix}` })).rows)).toEqual([`Pact Delta ${suffix}`]);
    expect(await codeOf(api('admin').delete({ id: unused.id }))).toBe('OK');
    expect((await api('admin').list({ q: `delta ${suffix}` })).total).toBe(0);
  });

  it('offers no generic writes: bulk delete is refused to the admin too, and nothing changes', async () => {
    expect(await codeOf(api('admin').bulkDelete({ ids: [ids.gamma] }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.agreements.bulkDelete', { ids: [ids.gamma] })).status).toBe(403);
    expect(await test.deps.db.select({ id: agreements.id }).from(agreements).where(inArray(agreements.id, [ids.gamma]))).toEqual([{ id: ids.gamma }]);
  });
});

describe('admin.agreements.overview: each company’s standing with each agreement', () => {
  const overview = (input: ResourceListInput) => api('admin').overview.list({ perPage: 100, ...input });

  it('has one row per company and agreement, by company: accepted, a newer version pending, or pending', async () => {
    const page = await overview({ filters: { agreement: ids.alpha } });
    expect(page.total).toBe(COMPANIES);
    expect(names(page.rows, 'companyName')).toEqual(companyIds.map((_, index) => companyName(index)));
    const [first, second, , , fifth] = page.rows;
    expect(first).toMatchObject({
      agreementId: ids.alpha,
      agreementName: `Pact Alpha ${suffix}`,
      latestVersion: 2,
      state: 'accepted',
      acceptedName: 'Signer One Again',
      acceptedEmail: 'distributor-senior@demo.test',
      acceptedIp: '198.51.100.9',
      acceptedAt: new Date(SIGNED + 86_400_000).toISOString(),
      lastAcceptedVersion: 2,
    });
    expect(second).toMatchObject({ state: 'newer-version', lastAcceptedVersion: 1, acceptedName: null, acceptedAt: null });
    expect(fifth).toMatchObject({ state: 'to-accept', lastAcceptedVersion: null, acceptedName: null });
    // The companies assigned before the first version went out were e-mailed it as it was published.
    expect(page.rows.every((row) => typeof row.emailed === 'boolean')).toBe(true);
    const beta = await overview({ filters: { agreement: ids.beta } });
    expect(beta.rows.map((row) => [row.companyName, row.state, row.latestVersion, row.emailed])).toEqual([
      [companyName(0), 'unpublished', null, false],
      [companyName(1), 'unpublished', null, false],
    ]);
  });

  it('filters by state (an unpublished agreement is neither), searches by company, sorts and pages', async () => {
    const companiesOf = async (input: ResourceListInput) => names((await overview(input)).rows, 'companyName');
    expect(await companiesOf({ filters: { agreement: ids.alpha, state: 'accepted' } })).toEqual([companyName(0)]);
    expect(await companiesOf({ filters: { agreement: ids.alpha, state: 'pending' } })).toEqual(companyIds.slice(1).map((_, index) => companyName(index + 1)));
    expect(await companiesOf({ filters: { agreement: ids.beta, state: 'pending' } })).toEqual([]);
    // A company by a part of its name or e-mail address, each of its agreements.
    expect((await overview({ q: companyName(1) })).rows.map((row) => row.agreementName)).toEqual([`Pact Alpha ${suffix}`, `Pact Beta ${suffix}`]);
    expect(await companiesOf({ q: `pact3-${suffix}@pact.test` })).toEqual([companyName(2)]);
    expect((await overview({ q: 'no-such-company-anywhere' })).total).toBe(0);
    expect(await companiesOf({ filters: { agreement: ids.alpha }, sort: 'companyName', dir: 'desc' })).toEqual(companyIds.map((_, index) => companyName(COMPANIES - 1 - index)));
    expect((await overview({ q: companyName(0), sort: 'agreementName', dir: 'desc' })).rows.map((row) => row.agreementName)).toEqual([`Pact Beta ${suffix}`, `Pact Alpha ${suffix}`]);
    const pageOf = (page: number) => api('admin').overview.list({ filters: { agreement: ids.alpha }, perPage: 10, page });
    const [one, two, past] = await Promise.all([pageOf(1), pageOf(2), pageOf(9)]);
    expect([...names(one.rows, 'companyName'), ...names(two.rows, 'companyName')]).toEqual(companyIds.map((_, index) => companyName(index)));
    expect(past.page).toBe(2);
  });

  it('offers every template as the agreement filter’s choices', async () => {
    const choices = await api('admin').overview.filterOptions({ field: 'agreement' });
    const labels = choices.map((choice) => choice.label);
    expect(labels).toEqual(expect.arrayContaining([`Pact Alpha ${suffix}`, `Pact Beta ${suffix}`, `Pact Gamma ${suffix}`, 'Distribution Agreement']));
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('admin.agreements.acceptances: every acceptance', () => {
  it('lists the acceptances newest first, with company, agreement, version, name, account and address', async () => {
    const page = await api('admin').acceptances.list({ filters: { agreement: ids.alpha } });
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => [row.companyName, row.version, row.name])).toEqual([
      [companyName(0), 2, 'Signer One Again'],
      [companyName(3), 1, 'Signer 4'],
      [companyName(2), 1, 'Signer 3'],
      [companyName(1), 1, 'Signer 2'],
      [companyName(0), 1, 'Signer 1'],
    ]);
    expect(page.rows[1]).toMatchObject({ agreementId: ids.alpha, agreementName: `Pact Alpha ${suffix}`, userEmail: 'distributor-senior@demo.test', ip: '198.51.100.4', acceptedAt: new Date(SIGNED + 3 * 60_000).toISOString() });
    const oldest = await api('admin').acceptances.list({ filters: { agreement: ids.alpha }, sort: 'acceptedAt', dir: 'asc', perPage: 10 });
    expect(oldest.rows[0]).toMatchObject({ name: 'Signer 1' });
    expect((await api('admin').acceptances.list({ q: companyName(0) })).rows.map((row) => row.version)).toEqual([2, 1]);
    expect((await api('admin').acceptances.list({ filters: { agreement: ids.beta } })).total).toBe(0);
    // Every agreement's, the demo's included, without a filter.
    expect((await api('admin').acceptances.list({ perPage: 100 })).rows.some((row) => row.agreementName === 'Distribution Agreement')).toBe(true);
  });
});

describe('who may read the agreement lists, and what they refuse', () => {
  it('refuses partners and customers (403) and visitors (401) on every list', async () => {
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: ids.alpha })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).overview.list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).acceptances.list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).overview.filterOptions({ field: 'agreement' })), who).toBe('FORBIDDEN');
    }
    for (const path of ['admin.agreements.list', 'admin.agreements.overview.list', 'admin.agreements.acceptances.list']) {
      expect((await visitor.query(path, {})).status, path).toBe(401);
      expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    }
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: Array<[string, unknown]> = [
      ['admin.agreements.list', { filters: { status: 'archived' } }],
      ['admin.agreements.list', { sort: 'description' }],
      ['admin.agreements.list', { filters: { companyId: 1 } }],
      ['admin.agreements.list', { perPage: 7 }],
      ['admin.agreements.overview.list', { filters: { state: 'lost' } }],
      ['admin.agreements.overview.list', { filters: { agreement: 'abc' } }],
      ['admin.agreements.overview.list', { filters: { agreement: 0 } }],
      ['admin.agreements.overview.list', { sort: 'acceptedName' }],
      ['admin.agreements.overview.list', { q: 'x'.repeat(101) }],
      ['admin.agreements.acceptances.list', { filters: { agreement: -3 } }],
      ['admin.agreements.acceptances.list', { filters: { state: 'accepted' } }],
      ['admin.agreements.acceptances.list', { sort: 'companyName' }],
      ['admin.agreements.acceptances.list', { page: 0 }],
    ];
    for (const [path, input] of bad) expect((await admin.query(path, input)).status, `${path} ${JSON.stringify(input)}`).toBe(422);
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) expect((await admin.query('admin.agreements.get', input)).status, JSON.stringify(input)).toBe(422);
  });
});
