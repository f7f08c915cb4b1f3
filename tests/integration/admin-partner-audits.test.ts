import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, partnerAuditActions, partnerAudits } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/audits as a collection (admin.partnerAudits.list/get/filterOptions; no create, update or
 * delete) beside its workflows (review, addAction, setActionDone), through the real router on the seeded demo data.
 * The admin sees every company's audits; this file writes 30 more of Nordhavn's (auditor "Pager NN", one a day going
 * back) and three it names (a submitted one of Iberia's, a draft and a reviewed one of Nordhavn's).
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'distributor-senior', 'other-senior', 'certified-senior-plus', 'user'];
const PAGED = 30;
const today = isoDay();
const company = { nordhavn: { id: 0, name: '' }, iberia: { id: 0, name: '' } };
const named = { waiting: 0, draft: 0, reviewed: 0 };

const api = (who: string | null) => callerAs(test, actors, who).admin.partnerAudits;
const list = (input: ResourceListInput) => api('admin').list({ perPage: 100, ...input });
const auditors = (rows: readonly ResourceRow[]) => rows.map((row) => row.auditorName);
const pager = (n: number) => `Pager ${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  const companyOf = async (who: string) => {
    const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, actors.get(who)!.companyId!));
    return row!;
  };
  company.nordhavn = await companyOf('distributor-senior');
  company.iberia = await companyOf('other-senior');
  // Pager 01 the oldest (30 days ago), Pager 30 yesterday; all drafts of Nordhavn's.
  await db.insert(partnerAudits).values(
    Array.from({ length: PAGED }, (_, index) => ({
      companyId: company.nordhavn.id,
      status: 'draft' as const,
      auditedOn: addDays(today, -(PAGED - index)),
      auditorName: pager(index + 1),
    })),
  );
  const [waiting] = await db
    .insert(partnerAudits)
    .values({ companyId: company.iberia.id, status: 'submitted', auditedOn: addDays(today, -400), auditorName: 'Ximena Waiting', score: 81, submittedAt: new Date() })
    .returning({ id: partnerAudits.id });
  const [draft] = await db
    .insert(partnerAudits)
    .values({ companyId: company.nordhavn.id, status: 'draft', auditedOn: today, auditorName: 'Dagny Draft' })
    .returning({ id: partnerAudits.id });
  const [reviewed] = await db
    .insert(partnerAudits)
    .values({ companyId: company.nordhavn.id, status: 'reviewed', auditedOn: addDays(today, -200), auditorName: 'Rasmus Reviewed', score: 90, reviewScore: 72, reviewedAt: new Date() })
    .returning({ id: partnerAudits.id });
  named.waiting = waiting!.id;
  named.draft = draft!.id;
  named.reviewed = reviewed!.id;
  // Two open actions on the draft, one of them overdue, and a closed one that counts for nothing.
  await db.insert(partnerAuditActions).values([
    { auditId: named.draft, description: 'Late', owner: 'Lab', dueOn: addDays(today, -3) },
    { auditId: named.draft, description: 'Soon', owner: 'Lab', dueOn: addDays(today, 20) },
    { auditId: named.draft, description: 'Done', owner: 'Lab', dueOn: addDays(today, -9), doneAt: new Date() },
  ]);
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.partnerAudits as the admin audits collection', () => {
  it("lists every company's audits, those waiting for review first, then the newest, with the company, its next audit and the open actions", async () => {
    const page = await api('admin').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(page.total).toBeGreaterThanOrEqual(PAGED + 3);
    const firstOther = page.rows.findIndex((row) => row.status !== 'submitted');
    expect(firstOther).toBeGreaterThan(0);
    expect(page.rows.slice(firstOther).every((row) => row.status !== 'submitted')).toBe(true);
    expect(page.rows.slice(0, firstOther).map((row) => row.id)).toContain(named.waiting);
    // After the waiting ones, the newest self-assessment first: today's draft.
    expect(page.rows[firstOther]!.id).toBe(named.draft);
    const draft = page.rows[firstOther]!;
    expect(draft).toMatchObject({ companyName: company.nordhavn.name, auditorName: 'Dagny Draft', status: 'draft', score: null, openActions: 2, overdueActions: 1 });
    expect(Object.keys(draft).sort()).toEqual(['auditedOn', 'auditorName', 'companyName', 'companyNextAuditOn', 'id', 'openActions', 'overdueActions', 'reviewScore', 'score', 'status'].sort());
    const waiting = page.rows.find((row) => row.id === named.waiting)!;
    expect(waiting).toMatchObject({ companyName: company.iberia.name, status: 'submitted', score: 81, reviewScore: null, openActions: 0 });
    const [iberia] = await test.deps.db.select({ next: companies.nextAuditOn }).from(companies).where(eq(companies.id, company.iberia.id));
    expect(waiting.companyNextAuditOn).toBe(iberia!.next);
  });

  it("finds audits by part of the company's or the auditor's name, in any case", async () => {
    const iberiaWord = company.iberia.name.split(' ')[0]!.toUpperCase();
    const byCompany = await list({ q: iberiaWord });
    expect(byCompany.rows.length).toBeGreaterThan(0);
    expect(byCompany.rows.every((row) => row.companyName === company.iberia.name)).toBe(true);
    expect(byCompany.rows.map((row) => row.id)).toContain(named.waiting);
    expect(auditors((await list({ q: 'dagny dr' })).rows)).toEqual(['Dagny Draft']);
    expect((await list({ q: 'pager' })).total).toBe(PAGED);
    expect((await list({ q: 'no-such-auditor-anywhere' })).total).toBe(0);
  });

  it('filters by company, status and the day of the self-assessment, and sorts by date, auditor and score', async () => {
    const ofIberia = await list({ filters: { companyId: company.iberia.id } });
    expect(ofIberia.rows.length).toBeGreaterThan(0);
    expect(ofIberia.rows.every((row) => row.companyName === company.iberia.name)).toBe(true);
    const reviewed = await list({ filters: { status: 'reviewed', companyId: company.nordhavn.id } });
    expect(reviewed.rows.map((row) => row.id)).toContain(named.reviewed);
    expect(reviewed.rows.every((row) => row.status === 'reviewed')).toBe(true);
    const week = await list({ q: 'pager', filters: { auditedOn: `${addDays(today, -7)}..${addDays(today, -1)}` } });
    expect(auditors(week.rows)).toEqual([30, 29, 28, 27, 26, 25, 24].map(pager));
    const from = await list({ q: 'pager', filters: { auditedOn: `${addDays(today, -2)}..` } });
    expect(auditors(from.rows)).toEqual([pager(30), pager(29)]);
    const byAuditor = await list({ q: 'pager', sort: 'auditorName', dir: 'asc' });
    expect(auditors(byAuditor.rows).slice(0, 3)).toEqual([pager(1), pager(2), pager(3)]);
    const oldestFirst = await list({ q: 'pager', sort: 'auditedOn', dir: 'asc' });
    expect(oldestFirst.rows[0]!.auditorName).toBe(pager(1));
    const byScore = await list({ filters: { companyId: company.nordhavn.id }, sort: 'reviewScore', dir: 'desc' });
    expect(byScore.rows[0]!.reviewScore).not.toBeNull();
  });

  it("offers as company choices the companies with audits, by name", async () => {
    const choices = await api('admin').filterOptions({ field: 'companyId' });
    expect(choices.map((choice) => choice.label)).toEqual(expect.arrayContaining([company.nordhavn.name, company.iberia.name]));
    expect(choices.map((choice) => choice.label)).toEqual([...choices.map((choice) => choice.label)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const withAudits = new Set((await test.deps.db.selectDistinct({ id: partnerAudits.companyId }).from(partnerAudits)).map((row) => row.id));
    expect(choices.every((choice) => withAudits.has(choice.id))).toBe(true);
    expect(await codeOf(api('admin').filterOptions({ field: 'status' }))).toBe('NOT_FOUND');
  });

  it('pages through the audits without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: 'pager', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => auditors(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => pager(PAGED - index)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(auditors(past.rows)).toEqual(auditors(pages[2]!.rows));
  });

  it('opens an audit as its page shows it (answers, actions, review), beside the review workflow; an unknown id is 404', async () => {
    const seen = await api('admin').get({ id: named.draft });
    expect(seen).toMatchObject({ id: named.draft, companyName: company.nordhavn.name, auditorName: 'Dagny Draft', status: 'draft', review: null });
    expect(seen.actions.map((action) => action.description).sort()).toEqual(['Done', 'Late', 'Soon']);
    await api('admin').addAction({ auditId: named.waiting, description: 'Recheck the divider', owner: 'Lab', dueOn: addDays(today, 30) });
    expect((await list({ filters: { companyId: company.iberia.id, status: 'submitted' } })).rows.find((row) => row.id === named.waiting)).toMatchObject({ openActions: 1 });
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.partnerAudits.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('refuses partners and customers (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: named.draft })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'companyId' })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).review({ id: named.waiting, reviewScore: 50, nextAuditOn: addDays(today, 200) })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: named.draft }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.partnerAudits.list', {})).status).toBe(401);
    const partner = new HttpClient(test, '192.0.2.192');
    await partner.signIn('distributor-senior@demo.test');
    expect((await partner.query('admin.partnerAudits.list', {})).status).toBe(403);
  });

  it('offers no record editing: create, update, delete and bulk delete are refused to the admin too, and nothing changes', async () => {
    const ids = [named.draft, named.reviewed];
    const before = await test.deps.db.select().from(partnerAudits).where(inArray(partnerAudits.id, ids));
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').update({ id: named.draft, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: named.draft }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.partnerAudits.delete', { id: named.draft })).status).toBe(403);
    expect(await test.deps.db.select().from(partnerAudits).where(inArray(partnerAudits.id, ids))).toEqual(before);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { status: 'lost' } },
      { filters: { companyId: 'nordhavn' } },
      { filters: { auditedOn: 'yesterday' } },
      { filters: { auditedOn: `${today}..${addDays(today, -5)}` } },
      { filters: { kind: 'calibration' } },
      { sort: 'summary' },
      { sort: 'companyName' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.partnerAudits.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) {
      expect((await admin.query('admin.partnerAudits.get', input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await admin.query('admin.partnerAudits.filterOptions', { field: '' })).status).toBe(422);
  });
});
