import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { companies, partnerAudits } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/audits as a collection (portal.audits.list/get; no create, update or delete) with its workflows beside it
 * (save, submit, discard, actions) and the overview above the list, through the real router on the seeded demo data:
 * Nordhavn (distributor-senior and -junior, A) and Iberia (other-senior, B) each have a submitted audit with one open
 * action, overdue for Nordhavn. Every read reaches only the caller's company; another company's audit is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let companyA = 0;
let companyB = 0;
let auditB = 0;

const EMAILS = ['distributor-senior', 'distributor-junior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.audits;
}


const auditsOf = (companyId: number) => test.deps.db.select().from(partnerAudits).where(eq(partnerAudits.companyId, companyId));

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-senior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  auditB = (await auditsOf(companyB))[0]!.id;
});
afterAll(() => test.close());

describe('portal.audits as a company collection', () => {
  it('lists only the caller’s company’s audits, newest first, counting open and overdue actions', async () => {
    const own = await caller('distributor-junior').list({});
    const expected = await auditsOf(companyA);
    expect(own.total).toBe(expected.length);
    expect(own.rows.map((row) => row.id).sort()).toEqual(expected.map((audit) => audit.id).sort());
    expect(own.rows.some((row) => row.id === auditB)).toBe(false);
    // The seeded audit: submitted, scored, one action done and one open, overdue for Nordhavn but not for Iberia.
    expect(own.rows[0]).toMatchObject({ status: 'submitted', auditorName: 'Helen Marsh (Voltara)', openActions: 1, overdueActions: 1 });
    expect(typeof own.rows[0]!.score).toBe('number');
    const iberia = await caller('other-senior').list({});
    expect(iberia.rows.map((row) => row.id)).toEqual([auditB]);
    expect(iberia.rows[0]).toMatchObject({ openActions: 1, overdueActions: 0 });
  });

  it('filters by status and finds an audit by its auditor', async () => {
    const api = caller('distributor-senior');
    const { id } = await api.save({ auditedOn: addDays(isoDay(), -1), auditorName: 'Ingrid Kvist' });
    const drafts = await api.list({ filters: { status: 'draft' } });
    expect(drafts.rows.map((row) => [row.id, row.status, row.score])).toEqual([[id, 'draft', null]]);
    expect((await api.list({ filters: { status: 'reviewed' } })).total).toBe(0);
    expect((await api.list({ q: 'kvist' })).rows.map((row) => row.id)).toEqual([id]);
    expect((await api.list({ q: 'helen' })).rows.every((row) => row.auditorName === 'Helen Marsh (Voltara)')).toBe(true);
    expect((await api.list({ q: '%' })).total).toBe(0);
    expect(await codeOf(api.list({ filters: { status: 'lost' } }))).toBe('UNPROCESSABLE_CONTENT');
    // Newest first: the draft dated yesterday heads the list.
    expect((await api.list({})).rows[0]!.id).toBe(id);
    await api.discard({ id });
    expect((await api.list({ filters: { status: 'draft' } })).total).toBe(0);
  });

  it('answers another company’s audit as not found, and opens an own one with its answers and actions', async () => {
    for (const who of ['distributor-senior', 'distributor-junior', 'certified-junior']) expect(await codeOf(caller(who).get({ id: auditB })), who).toBe('NOT_FOUND');
    expect(await codeOf(caller('distributor-senior').addAction({ auditId: auditB, description: 'x', owner: 'x', dueOn: isoDay() }))).toBe('NOT_FOUND');
    const [own] = (await caller('distributor-junior').list({})).rows;
    const audit = await caller('distributor-junior').get({ id: own!.id });
    expect(audit).toMatchObject({ id: own!.id, status: 'submitted', companyName: 'Nordhavn Inspection ApS', canWrite: false, questions: [] });
    expect(audit.answers.length).toBeGreaterThan(0);
    expect(audit.actions.map((action) => action.state).sort()).toEqual(['done', 'overdue']);
    expect((await caller('other-senior').get({ id: auditB })).companyName).toBe('Iberia Ensayos SL');
  });

  it('offers no create, update or delete (403): audits change through their workflows only', async () => {
    const api = caller('distributor-senior');
    const [own] = (await api.list({})).rows;
    const audit = { auditedOn: isoDay(), auditorName: 'Forged', score: 100, status: 'reviewed' as const };
    expect(await codeOf(api.create(audit))).toBe('FORBIDDEN');
    expect(await codeOf(api.update({ id: own!.id, data: audit }))).toBe('FORBIDDEN');
    expect(await codeOf(api.delete({ id: own!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api.bulkDelete({ ids: [own!.id] }))).toBe('FORBIDDEN');
    const [kept] = await test.deps.db.select().from(partnerAudits).where(eq(partnerAudits.id, own!.id));
    expect(kept).toMatchObject({ status: 'submitted', auditorName: own!.auditorName });
  });

  it('refuses roles without the portal (403) and visitors (401) on every procedure', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus', null]) {
      const api = caller(who);
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api.list({}),
        get: api.get({ id: auditB }),
        overview: api.overview({}),
        delete: api.delete({ id: auditB }),
        save: api.save({ auditedOn: isoDay(), auditorName: 'x' }),
      };
      for (const [name, promise] of Object.entries(calls)) expect(await codeOf(promise), `${who} ${name}`).toBe(expected);
    }
    // A junior reads the audits but writes none.
    expect(await codeOf(caller('distributor-junior').save({ auditedOn: isoDay(), auditorName: 'x' }))).toBe('FORBIDDEN');
  });

  it('tells the company when its next audit is due and whether the reader may start one', async () => {
    const [nordhavn] = await test.deps.db.select({ nextAuditOn: companies.nextAuditOn }).from(companies).where(eq(companies.id, companyA));
    expect(await caller('distributor-senior').overview({})).toEqual({ allCompanies: false, nextAuditOn: nordhavn!.nextAuditOn, canWrite: true });
    expect(await caller('distributor-junior').overview({})).toMatchObject({ nextAuditOn: nordhavn!.nextAuditOn, canWrite: false });
    expect((await caller('other-senior').overview({})).nextAuditOn).not.toBe(nordhavn!.nextAuditOn);
    expect(await caller('admin').overview({})).toMatchObject({ allCompanies: true, nextAuditOn: null });
  });

  it('lets Voltara’s admin read every company’s audits', async () => {
    const all = await caller('admin').list({ perPage: 100 });
    expect(all.rows.map((row) => row.id)).toEqual(expect.arrayContaining([auditB, ...(await auditsOf(companyA)).map((audit) => audit.id)]));
    expect((await caller('admin').get({ id: auditB })).status).toBe('submitted');
  });
});
