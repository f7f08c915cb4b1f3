import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import { foldProspect } from '../../src/shared/leads/leads.schema';
import type { Actor } from '../../src/server/auth/actor';
import { countries, leads } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/leads as a collection (portal.leads.list beside the workflows accept, reject, close and register), through
 * the real router on the seeded demo data: Nordhavn (distributor-junior@demo.test, A) and Iberia
 * (other-senior@demo.test, B) each have their own leads, Voltara keeps the unassigned ones. A lead is read only through
 * the collection: it changes by its workflows, so the collection's writes answer 403; another company's lead is 404.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const HOUR = 3_600_000;
let companyA = 0;
let companyB = 0;
let countryDenmark = 0;
/** One lead of each company, one of Voltara's, and A's offer whose deadline has just passed. */
let leadA = 0;
let leadB = 0;
let voltaras = 0;
let lapsedA = 0;

const EMAILS = ['distributor-junior', 'distributor-senior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.leads;
}


const leadsOf = (companyId: number) => test.deps.db.select().from(leads).where(eq(leads.companyId, companyId));
const leadRow = async (id: number) => (await test.deps.db.select().from(leads).where(eq(leads.id, id)))[0]!;
/** What a write of the collection would send: a whole, valid lead (so only the refusal can stop it). */
const someLead = () => ({ prospectCompany: 'Forged Prospect ApS', contactName: 'Nobody', countryId: countryDenmark });

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-junior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  [{ id: countryDenmark }] = (await db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Denmark'))) as [{ id: number }];
  leadA = (await leadsOf(companyA)).find((lead) => lead.prospectCompany === 'Fyn Rørteknik ApS')!.id;
  leadB = (await leadsOf(companyB)).find((lead) => lead.prospectCompany === 'Tuberías del Norte SL')!.id;
  voltaras = (await db.select().from(leads).where(isNull(leads.companyId))).find((lead) => lead.prospectCompany === 'Lisboa Revestimentos Lda')!.id;
  const now = Date.now();
  const prospect = 'Lapsed Offer Kolding ApS';
  [{ id: lapsedA }] = (await db
    .insert(leads)
    .values({ companyId: companyA, status: 'offered', source: 'enquiry', prospectCompany: prospect, prospectKey: foldProspect(prospect), countryId: countryDenmark, deadlineAt: new Date(now - HOUR), createdAt: new Date(now - 80 * HOUR), updatedAt: new Date(now - 80 * HOUR) })
    .returning({ id: leads.id })) as [{ id: number }];
});
afterAll(() => test.close());

describe('portal.leads as a company collection', () => {
  it('lists only the caller’s company’s leads, never another company’s or Voltara’s', async () => {
    for (const who of ['distributor-junior', 'certified-junior']) {
      const own = await caller(who).list({ perPage: 100 });
      const expected = await leadsOf(companyA);
      expect(own.total, who).toBe(expected.length);
      expect(own.rows.map((row) => row.id).sort(), who).toEqual(expected.map((lead) => lead.id).sort());
      expect(own.rows.some((row) => row.id === leadB || row.id === voltaras), who).toBe(false);
    }
    const theirs = await caller('other-senior').list({ perPage: 100 });
    expect(theirs.rows.map((row) => row.id)).toContain(leadB);
    expect(theirs.rows.some((row) => row.id === leadA)).toBe(false);
  });

  it('shows each lead’s state as the company sees it now, its deadline only while offered, its country in the reader’s language', async () => {
    const rows = (await caller('distributor-junior', 'de').list({ perPage: 100 })).rows;
    const byName = (name: string) => rows.find((row) => row.prospectCompany === name)!;
    // An offer past its deadline is expired from that instant, before the hourly job gives it back.
    expect(byName('Lapsed Offer Kolding ApS')).toMatchObject({ state: 'expired', countryId__label: 'Dänemark' });
    expect(Number(byName('Lapsed Offer Kolding ApS').deadlineLeft)).toBeLessThan(0);
    // Nordhavn's own registration waits for Voltara; an accepted lead has no deadline to meet.
    expect(byName('Svendborg Stålbeholdere ApS').state).toBe('review');
    expect(byName('Fyn Rørteknik ApS')).toMatchObject({ state: 'accepted', deadline: null, contactName: 'Anders Madsen', currency: 'EUR', value: 980_000 });
    const offer = byName('Aalborg Tankbyg ApS');
    expect(offer.state).toBe('offered');
    expect(Date.parse(String(offer.deadline))).toBeGreaterThan(Date.now());
    expect(Number(offer.deadlineLeft)).toBeGreaterThan(0);
    // An offer's e-mail and telephone are never in the list.
    expect(JSON.stringify(rows)).not.toMatch(/@|telephone|email/);
  });

  it('searches by prospect in any spelling, filters by state, sorts by deadline', async () => {
    const api = caller('distributor-senior');
    expect((await api.list({ q: 'FYN RORTEKNIK' })).rows.map((row) => row.id)).toEqual([leadA]);
    expect((await api.list({ q: 'fyn rørteknik a/s' })).rows.map((row) => row.id)).toEqual([leadA]);
    // Another company's prospect is not found, and a search that folds to nothing finds nothing.
    expect((await api.list({ q: 'Tuberías del Norte' })).total).toBe(0);
    expect((await api.list({ q: '%_%' })).total).toBe(0);
    const offered = await api.list({ filters: { state: 'offered' }, sort: 'deadline', dir: 'asc' });
    expect(offered.total).toBe(4);
    expect(offered.rows.every((row) => row.state === 'offered')).toBe(true);
    const deadlines = offered.rows.map((row) => Date.parse(String(row.deadline)));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(offered.rows[0]!.prospectCompany).toBe('Esbjerg Offshore Coatings A/S');
    expect((await api.list({ filters: { state: 'expired' } })).rows.map((row) => row.id)).toEqual([lapsedA]);
    expect((await api.list({ filters: { state: 'review' } })).rows.map((row) => row.prospectCompany)).toEqual(['Svendborg Stålbeholdere ApS']);
    // By deadline in either direction: the offers (expired ones too) first, the leads without a deadline after them.
    for (const dir of ['asc', 'desc'] as const) {
      const mixed = (await api.list({ sort: 'deadline', dir, perPage: 100 })).rows;
      const firstWithout = mixed.findIndex((row) => row.deadline === null);
      expect(firstWithout, dir).toBe(5);
      expect(mixed.slice(firstWithout).every((row) => row.deadline === null), dir).toBe(true);
    }
    expect(await codeOf(api.list({ filters: { state: 'unassigned' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ filters: { status: 'offered' } }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.list({ sort: 'email' }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('answers another company’s lead, and Voltara’s, as not found', async () => {
    const api = caller('distributor-junior');
    for (const id of [leadB, voltaras, 2_000_000_000]) expect(await codeOf(api.get({ id })), String(id)).toBe('NOT_FOUND');
    expect((await api.get({ id: leadA })).prospectCompany).toBe('Fyn Rørteknik ApS');
    expect((await caller('other-senior').get({ id: leadB })).prospectCompany).toBe('Tuberías del Norte SL');
  });

  it('offers no create, update or delete (403), for the company’s own leads as for others’, and changes nothing', async () => {
    const before = await leadsOf(companyA);
    for (const who of ['distributor-senior', 'admin']) {
      const api = caller(who);
      for (const id of [leadA, leadB]) {
        expect(await codeOf(api.update({ id, data: someLead() })), `${who} update ${id}`).toBe('FORBIDDEN');
        expect(await codeOf(api.delete({ id })), `${who} delete ${id}`).toBe('FORBIDDEN');
        expect(await codeOf(api.bulkDelete({ ids: [id] })), `${who} bulkDelete ${id}`).toBe('FORBIDDEN');
      }
      expect(await codeOf(api.create(someLead())), `${who} create`).toBe('FORBIDDEN');
    }
    expect(await leadsOf(companyA)).toEqual(before);
  });

  it('refuses roles without portal access (403) and visitors (401) on every operation', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus', null]) {
      const api = caller(who);
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api.list({}),
        get: api.get({ id: leadA }),
        create: api.create(someLead()),
        update: api.update({ id: leadA, data: someLead() }),
        delete: api.delete({ id: leadA }),
        bulkDelete: api.bulkDelete({ ids: [leadA] }),
        accept: api.accept({ id: leadA }),
      };
      for (const [name, promise] of Object.entries(calls)) expect(await codeOf(promise), `${who} ${name}`).toBe(expected);
    }
  });

  it('lets Voltara’s admin read every company’s leads, but not Voltara’s own unassigned ones', async () => {
    const all = await caller('admin').list({ perPage: 100 });
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([leadA, leadB]));
    expect(ids).not.toContain(voltaras);
    expect(await codeOf(caller('admin').get({ id: voltaras }))).toBe('NOT_FOUND');
  });

  it('keeps the workflows beside the list: an accepted offer and a registered deal read so in it', async () => {
    const api = caller('distributor-junior');
    const offer = (await api.list({ q: 'Roskilde Corrosion' })).rows[0]!;
    expect(offer.state).toBe('offered');
    expect(await api.accept({ id: offer.id })).toEqual({ id: offer.id, status: 'accepted' });
    expect((await api.list({ q: 'Roskilde Corrosion' })).rows[0]).toMatchObject({ id: offer.id, state: 'accepted', deadline: null });
    expect(await codeOf(api.accept({ id: lapsedA }))).toBe('CONFLICT');
    const registered = await api.register({ prospectCompany: 'Horsens Coating Works ApS', contactName: 'Ida Berg', countryId: countryDenmark, value: 1200 });
    expect((await api.list({ filters: { state: 'review' }, q: 'horsens coating' })).rows).toEqual([
      expect.objectContaining({ id: registered.id, state: 'review', prospectCompany: 'Horsens Coating Works ApS', value: 120_000 }),
    ]);
    expect((await leadRow(registered.id)).companyId).toBe(companyA);
    expect((await caller('other-senior').list({ q: 'horsens coating' })).total).toBe(0);
  });
});
