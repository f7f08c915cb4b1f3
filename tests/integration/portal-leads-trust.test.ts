import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import { foldProspect } from '../../src/shared/leads/leads.schema';
import type { Actor } from '../../src/server/auth/actor';
import { accounts, companies, countries, leadEvents, leads, outbox, siteSettings, users } from '../../src/server/db/schema';
import { runLeadDeadlineWork } from '../../src/server/jobs/lead-deadlines';
import { ENQUIRY_RECIPIENTS_KEY } from '../../src/server/features/enquiries/recipients';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27, items 6 and 9: deal registration sees every claim (Voltara's own leads too) without telling the partner,
 * an offer's contact stays hidden until it is accepted, and a deadline is exact (read as expired the moment it
 * passes, not when the hourly job runs), with Voltara's leads desk mailed when a lead comes back.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const HOUR = 3_600_000;
/** The leads desk: the `quote` address of the enquiryRecipients setting (sales@ by default). */
const DESK = 'sales@voltara.test';

type Who = 'seniorA' | 'juniorA' | 'seniorB' | 'admin';
const PEOPLE: Record<Who, { role: Role; company: 'A' | 'B' | null }> = {
  seniorA: { role: 'distributor-senior', company: 'A' },
  juniorA: { role: 'distributor-junior', company: 'A' },
  seniorB: { role: 'distributor-senior', company: 'B' },
  admin: { role: 'admin', company: null },
};
const actors = new Map<Who, Actor>();
const email = (who: string) => `${who.toLowerCase()}-${suffix.toLowerCase()}@leads-trust.test`;
let companyA = 0;
let companyB = 0;
let countryId = 0;
const NAME_A = `Alpha Trust ${suffix}`;
const NAME_B = `Beta Trust ${suffix}`;

function caller(who: Who, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '203.0.113.7', setCookies: () => undefined },
  });
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
}

let made = 0;
/** A lead offered to (or held by) a company as routing leaves it, with the contact's e-mail and telephone. */
async function makeLead(spec: { company: 'A' | 'B' | null; status: 'offered' | 'unassigned' | 'accepted'; deadlineIn?: number; prospect?: string }) {
  made++;
  const prospect = spec.prospect ?? `Trust Prospect ${suffix} ${made}`;
  const companyId = spec.company === 'A' ? companyA : spec.company === 'B' ? companyB : null;
  const now = Date.now();
  const [row] = await test.deps.db
    .insert(leads)
    .values({
      companyId,
      status: spec.status,
      source: 'enquiry',
      prospectCompany: prospect,
      prospectKey: foldProspect(prospect),
      contactName: `Contact ${made}`,
      email: `contact${made}-${suffix.toLowerCase()}@prospect.test`,
      telephone: `+45 70 ${String(made).padStart(2, '0')} 11 22`,
      countryId,
      deadlineAt: spec.status === 'offered' ? new Date(now + (spec.deadlineIn ?? 48 * HOUR)) : null,
      createdAt: new Date(now - made * 1000),
      updatedAt: new Date(now),
    })
    .returning();
  if (companyId) await test.deps.db.insert(leadEvents).values({ leadId: row!.id, kind: 'routed', companyId, createdAt: new Date(now) });
  return row!;
}

const leadRow = async (id: number) => (await test.deps.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const deskMails = async (prospect: string) => (await test.deps.db.select().from(outbox).where(eq(outbox.to, DESK))).filter((mail) => mail.text.includes(prospect));

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [{ id: countryId }] = (await db.insert(countries).values({ name: `Trustland ${suffix}` }).returning({ id: countries.id })) as [{ id: number }];
  [{ id: companyA }] = (await db.insert(companies).values({ name: NAME_A, countryId }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: NAME_B, countryId }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, person] of Object.entries(PEOPLE) as Array<[Who, (typeof PEOPLE)[Who]]>) {
    const id = `lt-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    await db.insert(users).values({ id, name: `Trust ${who}`, email: email(who), role: person.role, companyId, locale: 'en', createdAt: now, updatedAt: now });
    await db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Trust ${who}`, email: email(who), role: person.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
});
afterAll(() => test.close());

describe('deal registration sees every claim', () => {
  it('folds legal forms, punctuation, accents and case the same way for every comparison', () => {
    const key = foldProspect('Milano Tubi Srl');
    for (const name of ['Milano Tubi S.r.l.', 'MILANO TUBI SRL', 'milano tubi s. r. l.', 'Milano-Tubi, S.R.L', 'Milano Tubi']) expect(foldProspect(name), name).toBe(key);
    expect(foldProspect('Nørre Rør A/S')).toBe(foldProspect('NORRE ROR ApS'));
    expect(foldProspect('Vías Ibéricas S.L.')).toBe(foldProspect('VIAS IBERICAS SL'));
    expect(foldProspect('Dutch Coat B.V.')).toBe(foldProspect('Dutch Coat BV'));
    expect(foldProspect('Acme Limited')).toBe(foldProspect('ACME Ltd.'));
    expect(foldProspect('Kraft GmbH')).toBe(foldProspect('kraft'));
    expect(foldProspect('Milano Tubi Srl')).not.toBe(foldProspect('Milano Tubazioni Srl'));
  });

  it('sends "Milano Tubi S.r.l." to Voltara when Voltara holds "Milano Tubi Srl", and answers the partner as for any registration', async () => {
    const voltara = await caller('admin').admin.leads.create({ prospectCompany: `Milano Tubi ${suffix} Srl`, contactName: 'Giulia Rossi', countryId, companyId: null });
    expect((await leadRow(voltara.id)).status).toBe('unassigned');

    const plain = await caller('seniorA').portal.leads.register({ prospectCompany: `Torino Valvole ${suffix} S.p.A.`, contactName: 'Marco', countryId });
    const taken = await caller('seniorA').portal.leads.register({ prospectCompany: `Milano Tubi ${suffix} S.r.l.`, contactName: 'Luca', countryId });

    // Voltara holds the prospect: the registration is a conflict for the admin, never accepted for the partner.
    expect(await leadRow(taken.id)).toMatchObject({ status: 'conflict', conflictLeadId: voltara.id, companyId: companyA });
    expect((await leadRow(voltara.id)).status).toBe('unassigned');
    expect((await leadRow(plain.id)).status).toBe('review');

    // The partner is not told: the answer, the record and the list read exactly as for the registration nobody else holds.
    expect({ ...taken, id: 0 }).toEqual({ ...plain, id: 0 });
    const api = caller('seniorA').portal.leads;
    const [takenView, plainView] = await Promise.all([api.get({ id: taken.id }), api.get({ id: plain.id })]);
    const comparable = (view: typeof takenView) => ({ ...view, id: 0, prospectCompany: '', contactName: '', createdAt: '', now: '', events: view.events.map((event) => event.kind) });
    expect(comparable(takenView)).toEqual(comparable(plainView));
    expect(takenView).toMatchObject({ status: 'review', canAnswer: false, canClose: false, ownRegistration: true });
    const list = await api.list({ q: `milano tubi ${suffix}` });
    expect(list.rows.map((row) => [row.id, row.state])).toEqual([[taken.id, 'review']]);
    expect((await api.list({ filters: { state: 'review' } })).rows.map((row) => row.id)).toEqual(expect.arrayContaining([taken.id, plain.id]));
    const seen = JSON.stringify([takenView, list]);
    expect(seen).not.toMatch(/conflict|Voltara|Giulia/i);
    expect(await errorOf(api.get({ id: voltara.id }))).toMatchObject({ code: 'NOT_FOUND' });

    // Voltara's admin sees the conflict, both sides, and the leads desk is told.
    const admin = caller('admin').admin.leads;
    const detail = await admin.get({ id: taken.id });
    expect(detail).toMatchObject({ status: 'conflict', registeredByCompanyName: NAME_A, conflictWith: { id: voltara.id, companyName: '', status: 'unassigned' } });
    const conflicts = await admin.list({ filters: { status: 'conflict' } });
    expect(conflicts.rows.map((row) => row.id)).toContain(taken.id);
    expect(conflicts.total).toBeGreaterThanOrEqual(1);
    const [mail] = await deskMails(`Milano Tubi ${suffix} S.r.l.`);
    expect(mail?.subject).toBe(`Deal registration in conflict: Milano Tubi ${suffix} S.r.l.`);
    expect(mail?.text).toContain(NAME_A);
    expect(mail?.text).toContain(`/admin/distributors/leads/${taken.id}`);
  });

  it("also collides with another company's open lead, and the admin confirms or closes the registration", async () => {
    const held = await makeLead({ company: 'B', status: 'accepted', prospect: `Nordkap Rør ${suffix} A/S` });
    const taken = await caller('juniorA').portal.leads.register({ prospectCompany: `NORDKAP ROR ${suffix} APS`, contactName: 'N', countryId });
    expect(taken.status).toBe('review');
    expect(await leadRow(taken.id)).toMatchObject({ status: 'conflict', conflictLeadId: held.id });
    expect((await caller('admin').admin.leads.get({ id: taken.id })).conflictWith).toMatchObject({ id: held.id, companyName: NAME_B });
    await caller('admin').admin.leads.resolve({ id: taken.id, action: 'close', reason: 'The prospect is already worked by another partner.' });
    expect(await caller('juniorA').portal.leads.get({ id: taken.id })).toMatchObject({ status: 'lost', outcomeReason: 'The prospect is already worked by another partner.' });
  });
});

describe('an offered lead keeps its contact until it is accepted', () => {
  it('hides the e-mail and telephone in the list, the record and the mail, and shows them once accepted', async () => {
    const offered = await makeLead({ company: null, status: 'unassigned' });
    await caller('admin').admin.leads.route({ id: offered.id, companyId: companyA });
    const api = caller('seniorA').portal.leads;
    const detail = await api.get({ id: offered.id });
    expect(detail).toMatchObject({ status: 'offered', email: '', telephone: '', contactHidden: true, contactName: offered.contactName, canAnswer: true });
    const list = await api.list({});
    const everything = JSON.stringify([detail, list, await api.list({ filters: { state: 'offered' } }), await api.open()]);
    expect(everything).not.toContain(offered.email);
    expect(everything).not.toContain(offered.telephone);
    const newLeadMails = (await test.deps.db.select().from(outbox).where(eq(outbox.to, email('seniorA')))).filter((mail) => mail.text.includes(`lead=${offered.id}`));
    expect(newLeadMails).toHaveLength(1);
    expect(JSON.stringify(newLeadMails)).not.toContain(offered.email);
    expect(JSON.stringify(newLeadMails)).not.toContain(offered.telephone);

    await api.accept({ id: offered.id });
    expect(await api.get({ id: offered.id })).toMatchObject({ status: 'accepted', email: offered.email, telephone: offered.telephone, contactHidden: false });
  });
});

describe('a lead deadline is exact', () => {
  it('reads as expired the moment its deadline passes, and cannot be accepted, without the hourly job', async () => {
    const late = await makeLead({ company: 'A', status: 'offered', deadlineIn: -1000 });
    const api = caller('seniorA').portal.leads;
    const detail = await api.get({ id: late.id });
    expect(detail).toMatchObject({ status: 'expired', canAnswer: false, email: '', telephone: '', deadlineAt: late.deadlineAt!.toISOString() });
    const row = (await api.list({ q: late.prospectCompany })).rows[0];
    expect(row).toMatchObject({ id: late.id, state: 'expired' });
    expect((await api.list({ filters: { state: 'offered' } })).rows.map((lead) => lead.id)).not.toContain(late.id);
    expect((await api.list({ filters: { state: 'expired' } })).rows.map((lead) => lead.id)).toContain(late.id);
    expect((await api.open()).soonest.map((lead) => lead.id)).not.toContain(late.id);

    const refused = await errorOf(api.accept({ id: late.id }));
    expect(refused?.code).toBe('CONFLICT');
    expect(refused?.message).toBe('The deadline for answering this lead has passed: it goes back to Voltara.');
    expect((await errorOf(caller('seniorA', 'fr').portal.leads.accept({ id: late.id })))?.message).toMatch(/délai|échéance/);
    // Nothing was written: the job still does that.
    expect(await leadRow(late.id)).toMatchObject({ status: 'offered', companyId: companyA });
  });

  it('tells Voltara once by mail when a lead comes back, rejected or expired', async () => {
    const rejected = await makeLead({ company: 'A', status: 'offered' });
    await caller('juniorA').portal.leads.reject({ id: rejected.id, reason: 'We do not cover this region.' });
    const [rejection, ...moreRejections] = await deskMails(rejected.prospectCompany);
    expect(moreRejections).toEqual([]);
    expect(rejection?.subject).toBe(`Lead back with Voltara: ${rejected.prospectCompany} (rejected)`);
    expect(rejection?.text).toContain(NAME_A);
    expect(rejection?.text).toContain('We do not cover this region.');
    expect(rejection?.text).toContain(`/admin/distributors/leads/${rejected.id}`);

    // The desk address follows the enquiryRecipients setting.
    await test.deps.db.insert(siteSettings).values({ key: ENQUIRY_RECIPIENTS_KEY, value: JSON.stringify({ quote: 'leads-desk@voltara.test' }) }).onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: JSON.stringify({ quote: 'leads-desk@voltara.test' }) },
    });
    const expired = await makeLead({ company: 'B', status: 'offered', deadlineIn: -1000 });
    await runLeadDeadlineWork(test.deps);
    await runLeadDeadlineWork(test.deps);
    expect((await leadRow(expired.id)).status).toBe('unassigned');
    const notices = (await test.deps.db.select().from(outbox).where(eq(outbox.to, 'leads-desk@voltara.test'))).filter((mail) => mail.text.includes(expired.prospectCompany));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Lead back with Voltara: ${expired.prospectCompany} (deadline passed)`);
    expect(notices[0]!.text).toContain(NAME_B);
  });
});
