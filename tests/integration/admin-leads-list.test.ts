import { desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldProspect } from '../../src/shared/leads/leads.schema';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { countries, leads } from '../../src/server/db/schema';
import type { SearchPlan } from '../../src/server/db/search-index';
import { plannedProspectSearch } from '../../src/server/features/leads/collections/lead-columns';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/leads as a collection (admin.leads.list/get; no generic create, update or delete) beside its
 * workflows (create sends a lead, route, resolve, options, settings), through the real router on the seeded demo data
 * (Nordhavn's and Iberia's leads, Voltara's unassigned ones) and 30 more leads written here for paging.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let companyA = 0;
let companyB = 0;
let denmark = 0;
let spain = 0;
const HOUR = 3_600_000;
const PAGED = 30;
const EMAILS = ['admin', 'distributor-junior', 'distributor-senior', 'other-senior', 'customer', 'user'];

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).admin.leads;
const prospects = (rows: readonly ResourceRow[]) => rows.map((row) => row.prospectCompany);
const allLeads = () => test.deps.db.select().from(leads);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-junior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  denmark = (await db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Denmark')))[0]!.id;
  spain = (await db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Spain')))[0]!.id;
  const now = Date.now();
  // Thirty older leads of Voltara's to page through: Paging 01 the oldest.
  await db.insert(leads).values(
    Array.from({ length: PAGED }, (_, index) => {
      const prospect = `Paging Prospect ${String(index + 1).padStart(2, '0')}`;
      return { companyId: null, status: 'unassigned' as const, source: 'admin' as const, prospectCompany: prospect, prospectKey: foldProspect(prospect), countryId: spain, createdAt: new Date(now - (400 - index) * HOUR), updatedAt: new Date(now) };
    }),
  );
  // An offer of Nordhavn's with a deadline, the newest lead of all.
  const offer = 'Deadline Offer Vejle ApS';
  await db.insert(leads).values({ companyId: companyA, status: 'offered', source: 'admin', prospectCompany: offer, prospectKey: foldProspect(offer), countryId: denmark, value: 250_000, currency: 'DKK', deadlineAt: new Date(now + 5 * HOUR), createdAt: new Date(now + 1000), updatedAt: new Date(now) });
  admin = new HttpClient(test, '198.51.100.210');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

describe('admin.leads as a collection', () => {
  it('lists every lead, a company’s or Voltara’s, newest first, with the company, country, product, value and deadline', async () => {
    const stored = await allLeads();
    const page = await api('admin', 'de').list({ perPage: 100 });
    expect(page.total).toBe(stored.length);
    expect(new Set(page.rows.map((row) => row.id))).toEqual(new Set(stored.map((lead) => lead.id)));
    const [newest] = page.rows;
    expect(newest).toMatchObject({ prospectCompany: 'Deadline Offer Vejle ApS', status: 'offered', countryId__label: 'Dänemark', value: 250_000, currency: 'DKK' });
    expect(typeof newest!.companyName).toBe('string');
    expect(Number(newest!.deadlineLeft)).toBeGreaterThan(4 * HOUR);
    const times = page.rows.map((row) => Date.parse(String(row.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Voltara's leads have no company; the list says so (the page draws "Voltara").
    const unassigned = page.rows.find((row) => row.status === 'unassigned')!;
    expect(unassigned.companyName).toBeNull();
    expect(unassigned.deadline).toBeNull();
  });

  it('filters by status, company and country, and searches the start of the prospect’s name however it is written', async () => {
    const byStatus = await api('admin').list({ filters: { status: 'unassigned' }, perPage: 100 });
    expect(byStatus.total).toBe((await test.deps.db.select().from(leads).where(isNull(leads.companyId))).filter((lead) => lead.status === 'unassigned').length);
    expect(byStatus.rows.every((row) => row.status === 'unassigned')).toBe(true);
    const ofA = await api('admin').list({ filters: { companyId: companyA }, perPage: 100 });
    expect(ofA.total).toBe((await test.deps.db.select().from(leads).where(eq(leads.companyId, companyA))).length);
    expect((await api('admin').list({ filters: { companyId: companyB }, perPage: 100 })).rows.every((row) => !ofA.rows.some((a) => a.id === row.id))).toBe(true);
    const spanish = await api('admin').list({ filters: { countryId: spain }, perPage: 100 });
    expect(spanish.total).toBeGreaterThanOrEqual(PAGED);
    expect(spanish.rows.every((row) => row.countryId === spain)).toBe(true);
    expect(prospects((await api('admin').list({ q: 'DEADLINE offer' })).rows)).toEqual(['Deadline Offer Vejle ApS']);
    expect((await api('admin').list({ q: 'paging prospect' })).total).toBe(PAGED);
    expect((await api('admin').list({ q: 'no such prospect' })).total).toBe(0);
    expect((await api('admin').list({ q: '%_%' })).total).toBe(0);
  });

  it('finds a prospect start that more leads share than the cap the same way: the same leads, newest first', async () => {
    const byKey = async (plan: SearchPlan) =>
      (await test.deps.db.select({ prospect: leads.prospectCompany }).from(leads).where(plan.condition).orderBy(desc(leads.createdAt), desc(leads.id))).map((row) => row.prospect);
    const rare = await plannedProspectSearch('Paging Prospect', test.deps);
    const common = await plannedProspectSearch('Paging Prospect', test.deps, PAGED - 1);
    expect([rare.common, common.common]).toEqual([false, true]);
    expect(await byKey(common)).toEqual(await byKey(rare));
    expect((await byKey(rare)).length).toBe(PAGED);
    expect((await plannedProspectSearch('Paging Prospect', test.deps, PAGED)).common).toBe(false);
    expect(await plannedProspectSearch('%_%', test.deps, 0)).toMatchObject({ common: false });
  });

  it('pages by 25, sorts oldest first or by deadline, and shows the last page for a page past the end', async () => {
    const first = await api('admin').list({ q: 'paging', sort: 'createdAt', dir: 'asc' });
    expect(first.total).toBe(PAGED);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.prospectCompany).toBe('Paging Prospect 01');
    expect((await api('admin').list({ q: 'paging', page: 2 })).rows).toHaveLength(5);
    expect((await api('admin').list({ q: 'paging', page: 9 })).page).toBe(2);
    const byDeadline = await api('admin').list({ sort: 'deadline', dir: 'asc' });
    expect(byDeadline.rows[0]!.deadline).not.toBeNull();
    const offers = await api('admin').list({ filters: { status: 'offered' }, sort: 'deadline', dir: 'asc', perPage: 100 });
    const deadlines = offers.rows.map((row) => Date.parse(String(row.deadline)));
    expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
  });

  it('counts the conflicts and registrations to confirm through the same list; offers its filters’ choices', async () => {
    const conflicts = (await allLeads()).filter((lead) => lead.status === 'conflict').length;
    expect((await api('admin').list({ filters: { status: 'conflict' }, perPage: 10 })).total).toBe(conflicts);
    const companies = await api('admin').filterOptions({ field: 'companyId' });
    expect(companies.map((choice) => choice.id)).toEqual(expect.arrayContaining([companyA, companyB]));
    const countriesOffered = await api('admin', 'de').filterOptions({ field: 'countryId' });
    expect(countriesOffered).toContainEqual({ id: denmark, label: 'Dänemark' });
  });

  it('refuses bad input with 422, never 500', async () => {
    for (const input of [
      { filters: { status: 'expired' } },
      { filters: { companyId: 'abc' } },
      { filters: { countryId: -1 } },
      { filters: { nope: 1 } },
      { sort: 'value' },
      { page: 0 },
      { perPage: 3 },
      { q: 'x'.repeat(101) },
    ]) {
      expect((await admin.query('admin.leads.list', input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await admin.query('admin.leads.get', { id: 0 })).status).toBe(422);
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('opens a lead’s page through the collection', async () => {
    const [lead] = await test.deps.db.select().from(leads).where(eq(leads.companyId, companyA)).limit(1);
    const detail = await api('admin').get({ id: lead!.id });
    expect(detail).toMatchObject({ id: lead!.id, prospectCompany: lead!.prospectCompany });
    expect(Array.isArray(detail.events)).toBe(true);
  });

  it('refuses partners and customers (403) and visitors (401); offers no generic writes', async () => {
    for (const who of ['distributor-junior', 'distributor-senior', 'other-senior', 'customer', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: 1 })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await new HttpClient(test, '198.51.100.211').query('admin.leads.list', {})).status).toBe(401);
    const before = (await allLeads()).length;
    const [lead] = await allLeads();
    expect(await codeOf(api('admin').update({ id: lead!.id, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: lead!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: [lead!.id] }))).toBe('FORBIDDEN');
    expect((await allLeads()).length).toBe(before);
  });
});
