import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import type { ApproveApplicationInput, CompanyUpdateInput } from '../../src/shared/companies/companies.schema';
import type { Actor } from '../../src/server/auth/actor';
import {
  agreementAcceptances,
  agreementCompanies,
  agreements,
  agreementVersions,
  auditLog,
  certificates,
  companies,
  countries,
  dealers,
  enquiries,
  leads,
  outbox,
  pricelists,
  sales,
  stockLevels,
  users,
  verifications,
} from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';
import { codeOf } from '../setup/demo-callers';

/**
 * The back office of distributor companies through the real router (policy, input parsing, services, drizzle) on a
 * fresh migrated and seeded database: admin only; the companies list, page and form; the overview's figures; every
 * company's end customers (access only: tests/integration/admin-end-customers.test.ts has the list); approving a dealer
 * application. The companies this file makes carry its suffix.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const actors = new Map<Role, Actor>();
let companyA = 0;
let companyB = 0;
let denmark = 0;
let iceland = 0;
let portugal = 0;
let pricelistId = 0;

function caller(role: Role | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: role === null ? null : { ...actors.get(role)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}
const admin = (locale: Locale = 'en') => caller('admin', locale).admin;

/** The field errors of a refused call (the DomainError behind the TRPCError). */
async function fieldErrorsOf(promise: Promise<unknown>): Promise<{ code: string; fields: Record<string, string[]> }> {
  try {
    await promise;
    return { code: 'OK', fields: {} };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { code: error.code, fields: error.cause instanceof DomainError ? (error.cause.fieldErrors ?? {}) : {} };
  }
}

const countryIdOf = async (name: string) => (await test.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.name, name)))[0]!.id;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [denmark, iceland, portugal] = await Promise.all(['Denmark', 'Iceland', 'Portugal'].map(countryIdOf)) as [number, number, number];
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Alpha Test ${suffix}`, countryId: denmark, tier: 'gold' }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Beta Test ${suffix}`, countryId: portugal, tier: 'silver', training: true }).returning({ id: companies.id })) as [{ id: number }];
  // A company with nothing yet (no users, leads or customers); the list itself is tested in admin-companies-list.test.ts.
  await db.insert(companies).values({ name: `Gamma ${suffix} 00`, countryId: iceland });
  for (const role of ROLES) {
    const id = `ac-${role}-${suffix}`;
    const companyId = ['user', 'customer', 'admin'].includes(role) ? null : companyA;
    const email = `${role}-${suffix.toLowerCase()}@admin-companies.test`;
    await db.insert(users).values({ id, name: `Staff ${role}`, email, role, companyId, createdAt: now, updatedAt: now });
    actors.set(role, { id, name: `Staff ${role}`, email, role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${role}`, passwordConfirmedAt: null });
  }
  [{ id: pricelistId }] = (await db.insert(pricelists).values({ name: `Test list ${suffix}`, currency: 'EUR' }).returning({ id: pricelists.id })) as [{ id: number }];
});

afterAll(() => test?.close());

describe('who may call the back office of companies', () => {
  const calls: Array<[string, (c: ReturnType<typeof caller>) => Promise<unknown>]> = [
    ['companies.overview', (c) => c.admin.companies.overview()],
    ['companies.list', (c) => c.admin.companies.list({})],
    ['companies.options', (c) => c.admin.companies.options()],
    ['companies.get', (c) => c.admin.companies.get({ id: companyA })],
    ['companies.create', (c) => c.admin.companies.create({ name: `Never ${suffix}`, countryId: denmark })],
    ['companies.update', (c) => c.admin.companies.update({ id: companyA } as CompanyUpdateInput)],
    ['endCustomers.list', (c) => c.admin.endCustomers.list({})],
    ['endCustomers.get', (c) => c.admin.endCustomers.get({ id: 'nobody' })],
    ['dealerApplications.preview', (c) => c.admin.dealerApplications.preview({ enquiryId: 1 })],
    ['dealerApplications.approve', (c) => c.admin.dealerApplications.approve({ enquiryId: 1 } as ApproveApplicationInput)],
  ];

  it('refuses every other role (403) and a signed-out visitor (401), whatever the input', async () => {
    for (const [name, call] of calls) {
      expect(await codeOf(call(caller(null))), `${name} signed out`).toBe('UNAUTHORIZED');
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        expect(await codeOf(call(caller(role))), `${name} as ${role}`).toBe('FORBIDDEN');
      }
    }
  });

  it('lets the admin read', async () => {
    for (const [name, call] of calls.filter(([n]) => ['companies.overview', 'companies.list', 'companies.options', 'companies.get', 'endCustomers.list'].includes(n))) {
      expect(await codeOf(call(caller('admin'))), name).toBe('OK');
    }
  });
});

describe('the demo companies (seed)', () => {
  it('gives Nordhavn gold and its North Atlantic areas, Iberia silver with Portugal and Andorra; no price list assigned here', async () => {
    const options = await admin().companies.options();
    const nordhavn = options.companies.find((c) => c.name === 'Nordhavn Inspection ApS')!;
    const iberia = options.companies.find((c) => c.name === 'Iberia Ensayos SL')!;
    const [n, i] = await Promise.all([admin().companies.get({ id: nordhavn.id }), admin().companies.get({ id: iberia.id })]);
    expect(n.tier).toBe('gold');
    expect(n.areas.map((a) => a.name)).toEqual(['Faroe Islands', 'Greenland', 'Iceland']);
    expect(n.email).toContain('@nordhavn-inspection.test');
    expect(n.service).toBe(true);
    expect(n.nextAuditOn).not.toBeNull();
    expect(n.users.length).toBeGreaterThan(3);
    expect(n.dealers.map((d) => d.name)).toContain('Nordhavn Inspection ApS');
    expect(i.tier).toBe('silver');
    expect(i.areas.map((a) => a.name)).toEqual(['Andorra', 'Portugal']);
    expect(i.users.map((u) => u.email)).toEqual(expect.arrayContaining(['other-junior@demo.test', 'other-senior@demo.test']));
  });
});

describe('creating and editing a company', () => {
  it('creates a company with its name and country, audited; a taken name (any case) is a 409', async () => {
    const created = await admin().companies.create({ name: `Delta ${suffix}`, countryId: denmark });
    const detail = await admin().companies.get({ id: created.id });
    expect(detail).toMatchObject({ name: `Delta ${suffix}`, country: 'Denmark', tier: 'bronze', sales: true, disabled: false });
    const [entry] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'companies'), eq(auditLog.recordId, String(created.id))));
    expect(entry?.action).toBe('create');
    const taken = await fieldErrorsOf(admin().companies.create({ name: `delta ${suffix.toLowerCase()}`, countryId: denmark }));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.fields.name?.[0]).toMatch(/already exists/);
  });

  it('refuses a missing name and an unknown country field by field (422)', async () => {
    const blank = await fieldErrorsOf(admin().companies.create({ name: '  ', countryId: denmark }));
    expect(blank.code).toBe('UNPROCESSABLE_CONTENT');
    expect(blank.fields.name?.[0]).toBe('The name field is required.');
    const unknown = await fieldErrorsOf(admin().companies.create({ name: `Epsilon ${suffix}`, countryId: 99_999_999 }));
    expect(unknown.code).toBe('UNPROCESSABLE_CONTENT');
    expect(unknown.fields.countryId).toBeDefined();
  });

  const valid = () => ({
    id: companyB,
    name: `Beta Test ${suffix}`,
    countryId: portugal,
    email: 'office@beta.test',
    telephone: '+351 21 000 0000',
    tier: 'gold' as const,
    pricelistId,
    sales: true,
    training: false,
    repairs: true,
    service: true,
    nextAuditOn: day(10),
    disabled: false,
    areas: [iceland, denmark],
  });

  it('saves every field and the covered countries, with an audit entry of what changed', async () => {
    const saved = await admin().companies.update(valid());
    expect(saved).toMatchObject({ email: 'office@beta.test', tier: 'gold', pricelistId, repairs: true, service: true, training: false, nextAuditOn: day(10) });
    expect(saved.areas.map((a) => a.name)).toEqual(['Denmark', 'Iceland']);
    // The areas are replaced as a whole.
    const again = await admin().companies.update({ ...valid(), areas: [iceland] });
    expect(again.areas.map((a) => a.id)).toEqual([iceland]);
    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'companies'), eq(auditLog.recordId, String(companyB))));
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1]!.changes)).toEqual({ areas: [[denmark, iceland].sort((a, b) => a - b), [iceland]] });
    // Saving the same again writes nothing.
    await admin().companies.update({ ...valid(), areas: [iceland] });
    expect(await test.deps.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.section, 'companies'), eq(auditLog.recordId, String(companyB))))).toEqual([{ n: 2 }]);
  });

  it('refuses bad fields with clear messages, nothing saved', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-address' }, 'email', 'UNPROCESSABLE_CONTENT'],
      [{ telephone: 'call me' }, 'telephone', 'UNPROCESSABLE_CONTENT'],
      [{ tier: 'platinum' }, 'tier', 'UNPROCESSABLE_CONTENT'],
      [{ nextAuditOn: '2025-02-30' }, 'nextAuditOn', 'UNPROCESSABLE_CONTENT'],
      [{ areas: [iceland, iceland] }, 'areas', 'UNPROCESSABLE_CONTENT'],
      [{ areas: [portugal] }, 'areas', 'UNPROCESSABLE_CONTENT'],
      [{ areas: [99_999_999] }, 'areas', 'UNPROCESSABLE_CONTENT'],
      [{ pricelistId: 99_999_999 }, 'pricelistId', 'UNPROCESSABLE_CONTENT'],
      [{ name: `Alpha Test ${suffix}` }, 'name', 'CONFLICT'],
    ];
    for (const [change, field, code] of cases) {
      const result = await fieldErrorsOf(admin().companies.update({ ...valid(), email: 'changed@beta.test', ...change }));
      expect(result.code, JSON.stringify(change)).toBe(code);
      expect(result.fields[field]?.[0], JSON.stringify(change)).toBeTruthy();
    }
    const { email } = await admin().companies.get({ id: companyB });
    expect(email).toBe('office@beta.test');
    expect(await codeOf(admin().companies.update({ ...valid(), id: 99_999_999 }))).toBe('NOT_FOUND');
    expect(await codeOf(admin().companies.get({ id: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('answers field messages in the admin’s language', async () => {
    const result = await fieldErrorsOf(admin('de').companies.update({ ...valid(), name: `Alpha Test ${suffix}` }));
    expect(result.fields.name?.[0]).toBe('Ein Unternehmen mit diesem Namen gibt es bereits.');
  });
});

describe('the company page', () => {
  it('shows its users, agreements with their acceptance, staff certificates and dealer profile', async () => {
    const db = test.deps.db;
    const [agreement] = await db.insert(agreements).values({ name: `Distribution ${suffix}` }).returning();
    const [v1] = await db.insert(agreementVersions).values({ agreementId: agreement!.id, version: 1, publishedAt: new Date() }).returning();
    await db.insert(agreementVersions).values({ agreementId: agreement!.id, version: 2, publishedAt: new Date() });
    await db.insert(agreementCompanies).values({ agreementId: agreement!.id, companyId: companyA });
    await db.insert(agreementAcceptances).values({ versionId: v1!.id, companyId: companyA, name: 'Anna Senior', acceptedAt: new Date() });
    await db.insert(certificates).values({
      number: `TC-${suffix}`,
      code: `code-${suffix}`,
      kind: 'training',
      holderId: actors.get('distributor-junior')!.id,
      issuedOn: day(-300),
      expiresOn: day(20),
      content: '{}',
    });
    await db.insert(dealers).values({ name: `Alpha Public ${suffix}`, companyId: companyA, countryId: denmark, published: false });
    const page = await admin().companies.get({ id: companyA });
    expect(page.users.map((u) => u.role).sort()).toEqual(ROLES.filter((r) => !['user', 'customer', 'admin'].includes(r)).sort());
    expect(page.agreements).toEqual([
      expect.objectContaining({ name: `Distribution ${suffix}`, latestVersion: 2, acceptedVersion: 1, acceptedBy: 'Anna Senior', state: 'pending' }),
    ]);
    expect(page.certificates).toEqual([expect.objectContaining({ number: `TC-${suffix}`, holderName: 'Staff distributor-junior', state: 'expiring' })]);
    expect(page.dealers).toEqual([expect.objectContaining({ name: `Alpha Public ${suffix}`, published: false, country: 'Denmark' })]);
  });
});

describe('the overview', () => {
  it('counts each company’s users, open leads, leads past half their deadline, sales this year, low stock, agreements, certificates and audits', async () => {
    const db = test.deps.db;
    const now = Date.now();
    const hour = 3_600_000;
    const lead = (status: 'offered' | 'accepted' | 'won', createdAgoHours: number, deadlineInHours: number | null) => ({
      companyId: companyA,
      status,
      source: 'admin' as const,
      prospectCompany: `Prospect ${suffix}`,
      prospectKey: `prospect-${suffix}`,
      createdAt: new Date(now - createdAgoHours * hour),
      deadlineAt: deadlineInHours === null ? null : new Date(now + deadlineInHours * hour),
    });
    await db.insert(leads).values([lead('offered', 60, 10), lead('offered', 10, 60), lead('accepted', 100, null), lead('won', 100, null)]);
    const year = new Date().getUTCFullYear();
    await db.insert(sales).values([
      { companyId: companyA, modelCode: 'VH-15', customerName: 'C', customerKey: 'c', soldOn: `${year}-01-02` },
      { companyId: companyA, modelCode: 'VH-15', customerName: 'C', customerKey: 'c', soldOn: `${year - 1}-12-31` },
    ]);
    await db.insert(stockLevels).values([
      { companyId: companyA, modelCode: 'VH-15', quantity: 1, threshold: 2 },
      { companyId: companyA, modelCode: 'SA-25', quantity: 5, threshold: 2 },
      { companyId: companyA, modelCode: 'XX-1', quantity: 0, threshold: 0 },
    ]);
    await db.update(companies).set({ nextAuditOn: day(5) }).where(eq(companies.id, companyA));
    const overview = await admin().companies.overview();
    const alpha = overview.companies.find((c) => c.id === companyA)!;
    expect(alpha).toMatchObject({
      users: ROLES.length - 3,
      openLeads: 3,
      leadsPastHalf: 1,
      salesThisYear: 1,
      lowStock: 1,
      agreementsPending: 1,
      certificatesExpiring: 1,
      auditDue: true,
    });
    expect(overview.totals.openLeads).toBeGreaterThanOrEqual(3);
    const gamma = overview.companies.find((c) => c.name === `Gamma ${suffix} 00`)!;
    expect(gamma).toMatchObject({ users: 0, openLeads: 0, auditDue: false });
  });
});

/** The partnership an approval gives (issue 27 item 7; tests/integration/dealer-approval.test.ts covers it). */
const choices = () => ({ family: 'distributor' as const, tier: 'bronze' as const, pricelistId, agreementIds: [] });

describe('approving a dealer application', () => {
  let enquiryId = 0;
  const applicant = `Zeta Prüftechnik ${suffix}`;
  const email = `zeta-${suffix.toLowerCase()}@applicant.test`;

  beforeAll(async () => {
    const [row] = await test.deps.db
      .insert(enquiries)
      .values({
        kind: 'dealer-application',
        locale: 'de',
        name: 'Zora Zeta',
        email,
        company: applicant,
        telephone: '+49 30 1234567',
        country: 'Iceland',
        details: JSON.stringify({ countryId: iceland, companyAddress: 'Hafnarstræti 1\n101 Reykjavík', applicationType: 'new' }),
      })
      .returning();
    enquiryId = row!.id;
  });

  const approval = () => ({ enquiryId, companyName: applicant, countryId: iceland, contactName: 'Zora Zeta', email, ...choices() });

  it('previews the application: its company, country and contact, nothing in the way', async () => {
    const preview = await admin().dealerApplications.preview({ enquiryId });
    expect(preview).toMatchObject({ companyName: applicant, countryId: iceland, country: 'Iceland', contactName: 'Zora Zeta', email, approvedCompany: null, nameTaken: false, emailTaken: false, dealerMatch: null });
  });

  it('refuses an enquiry of another kind (422) and an unknown one (404)', async () => {
    const [other] = await test.deps.db.insert(enquiries).values({ kind: 'contact', name: 'N', email: 'n@x.test' }).returning();
    expect(await codeOf(admin().dealerApplications.approve({ ...approval(), enquiryId: other!.id }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(admin().dealerApplications.preview({ enquiryId: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('refuses a company name already taken (409) and writes nothing', async () => {
    const before = await test.deps.db.select({ n: count() }).from(companies);
    const result = await fieldErrorsOf(admin().dealerApplications.approve({ ...approval(), companyName: `ALPHA TEST ${suffix}` }));
    expect(result.code).toBe('CONFLICT');
    expect(result.fields.companyName).toBeDefined();
    expect(await test.deps.db.select({ n: count() }).from(companies)).toEqual(before);
    expect(await test.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('creates the company, its unpublished dealer profile and its senior user, e-mails the invitation, marks the enquiry done', async () => {
    const db = test.deps.db;
    const result = await admin().dealerApplications.approve(approval());
    const company = await admin().companies.get({ id: result.companyId });
    expect(company).toMatchObject({ name: applicant, country: 'Iceland', email, telephone: '+49 30 1234567' });
    expect(company.users).toEqual([expect.objectContaining({ id: result.userId, name: 'Zora Zeta', email, role: 'distributor-senior' })]);
    expect(company.dealers).toEqual([expect.objectContaining({ id: result.dealerId, name: applicant, published: false })]);
    expect(result.dealerLinked).toBe(false);
    const [user] = await db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ companyId: result.companyId, locale: 'de' });
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe('done');
    expect(JSON.parse(enquiry!.details).approvedCompany).toEqual({ id: result.companyId, name: applicant });
    // The inbox's history shows it done.
    const detail = await admin().enquiries.get({ id: enquiryId });
    expect(detail.history.map((event) => event.type)).toContain('done');
    // The invitation, in German, with a set-password link whose token is the user's.
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.subject).toContain(applicant);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)\?/.exec(mail!.text)?.[1];
    expect(token).toBeTruthy();
    const [verification] = await db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(verification!.value).toBe(result.userId);
    // The link sets the password: the new user can then sign in.
    await caller(null).public.resetPassword({ token: token!, email, password: 'Zeta-Passw0rd!', password_confirmation: 'Zeta-Passw0rd!' });
    const signedIn = await caller(null).public.signIn({ email, password: 'Zeta-Passw0rd!' });
    expect(signedIn).toBeTruthy();
    // Audited: the company, the user and the enquiry.
    const sections = await db.select({ section: auditLog.section }).from(auditLog).where(eq(auditLog.actorId, actors.get('admin')!.id));
    expect(sections.map((s) => s.section)).toEqual(expect.arrayContaining(['companies', 'users', 'enquiries']));
  });

  it('refuses approving twice (409) and writes nothing more', async () => {
    const counts = async () => ({
      companies: (await test.deps.db.select({ n: count() }).from(companies))[0]!.n,
      users: (await test.deps.db.select({ n: count() }).from(users))[0]!.n,
      dealers: (await test.deps.db.select({ n: count() }).from(dealers))[0]!.n,
      mails: (await test.deps.db.select({ n: count() }).from(outbox).where(like(outbox.to, `zeta-%`)))[0]!.n,
    });
    const before = await counts();
    const twice = await fieldErrorsOf(admin().dealerApplications.approve({ ...approval(), companyName: `${applicant} II`, email: `other-${email}` }));
    expect(twice.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
    expect((await admin().dealerApplications.preview({ enquiryId })).approvedCompany?.name).toBe(applicant);
  });

  it('links an existing public profile of the same name instead of creating one; a taken e-mail is a 409', async () => {
    const db = test.deps.db;
    const name = `Eta Ensayos ${suffix}`;
    const [profile] = await db.insert(dealers).values({ name, countryId: portugal, published: true }).returning();
    const [row] = await db.insert(enquiries).values({ kind: 'dealer-application', name: 'Eva Eta', email: `eta-${suffix.toLowerCase()}@applicant.test`, company: name, details: JSON.stringify({ countryId: portugal }) }).returning();
    const input = { enquiryId: row!.id, companyName: name, countryId: portugal, contactName: 'Eva Eta', email: `eta-${suffix.toLowerCase()}@applicant.test`, ...choices() };
    expect((await admin().dealerApplications.preview({ enquiryId: row!.id })).dealerMatch).toEqual({ id: profile!.id, name });
    const taken = await fieldErrorsOf(admin().dealerApplications.approve({ ...input, email: actors.get('user')!.email }));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.fields.email).toBeDefined();
    const result = await admin().dealerApplications.approve(input);
    expect(result).toMatchObject({ dealerId: profile!.id, dealerLinked: true });
    const [linked] = await db.select().from(dealers).where(eq(dealers.id, profile!.id));
    expect(linked).toMatchObject({ companyId: result.companyId, published: true });
  });

  it('refuses bad approval input field by field (422)', async () => {
    const result = await fieldErrorsOf(admin().dealerApplications.approve({ enquiryId, companyName: '', countryId: iceland, contactName: 'Z', email: 'nope', ...choices() }));
    expect(result.code).toBe('UNPROCESSABLE_CONTENT');
    expect(Object.keys(result.fields).sort()).toEqual(['companyName', 'email']);
  });
});
