import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { CalibrationContent, TrainingContent } from '../../src/shared/certificates/certificate.schema';
import type { Locale } from '../../src/shared/locales';
import type { HelpCentre } from '../../src/shared/help-centre/helpcenter.types';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { ReturnStatus } from '../../src/shared/returns/enums';
import { HELP_CATEGORIES } from '../../src/shared/help-centre/helpcenter.types';
import type { Actor } from '../../src/server/auth/actor';
import {
  accounts,
  certificates,
  companies,
  courses,
  helpArticles,
  products,
  returnEvents,
  returnLines,
  returns,
  serials,
  serviceRecords,
  users,
} from '../../src/server/db/schema';
import { VOLTARA_LABORATORY } from '../../src/server/features/certificates/content';
import { issueCertificate } from '../../src/server/features/certificates/issue';
import { certificateForDownload } from '../../src/server/features/certificates/read';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';
import { codeOf } from '../setup/demo-callers';

/**
 * /portal/helpcenter, /portal/certificates and /portal/returns through the real router (policy middleware, input
 * parsing, services, drizzle) on a fresh migrated database, and the certificate PDF endpoint through the real app.
 * Every company, user, certificate and return here is made by this file; of the demo seed only the products (for a
 * serial) are used, and the demo help articles are merely present beside this file's own.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().slice(0, 8);
const PASSWORD = 'Portal-Pages-Password-7';

type Company = 'A' | 'B';
const COMPANY_ROLES = [
  'distributor-junior',
  'distributor-senior',
  'distributor-junior-plus',
  'certified-junior',
  'certified-junior-plus',
  'certified-senior',
  'certified-senior-plus',
] as const satisfies readonly Role[];
type CompanyRole = (typeof COMPANY_ROLES)[number];
/** Roles of the policy's 'portal:access' that belong to a company, and those of 'portal:services'. */
const PORTAL_ROLES: readonly CompanyRole[] = COMPANY_ROLES.filter((role) => role !== 'certified-senior-plus');
const SERVICE_ROLES: readonly Role[] = ['certified-junior', 'certified-junior-plus', 'certified-senior'];
const LONE_ROLES = ['user', 'customer', 'admin'] as const;

type Who = `${Company}:${CompanyRole}` | (typeof LONE_ROLES)[number];
const actors = new Map<Who, Actor>();
const companyIds: Record<Company, number> = { A: 0, B: 0 };
const companyNames: Record<Company, string> = { A: `Alpha Inspektion ${suffix}`, B: `Beta Ensayos ${suffix}` };
const email = (who: Who) => `${who.replace(':', '-').toLowerCase()}-${suffix}@portal-pages.test`;
const nameOf = (who: Who) => `Person ${who} ${suffix}`;

function caller(who: Who | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const idOf = (who: Who) => actors.get(who)!.id;

// ---------------------------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------------------------

/** Training certificates by label: holder, expected state. */
const training: Record<string, { id: number; number: string; holder: Who; state: string }> = {};
/** Calibration certificates by label: the service centre (null: Voltara's laboratory). */
const calibration: Record<string, { id: number; number: string; centre: Company | null }> = {};
/** Returns by company: RMA numbers, newest first. */
const rmas: Record<Company | 'customer', string[]> = { A: [], B: [], customer: [] };
const returnIds: Record<string, number> = {};
let courseId = 0;
let customerTraining = 0;

const trainingContent = (learner: string, company: string): TrainingContent => ({
  kind: 'training',
  laboratory: VOLTARA_LABORATORY,
  learner: { name: learner, company },
  course: { title: `Frozen course title ${suffix}`, hours: '6' },
  passedOn: day(-100),
  scorePct: 90,
  signatory: { name: 'Daniel Price', role: 'Head of Training' },
});

const calibrationContent = (serial: string, customer: string): CalibrationContent => ({
  kind: 'calibration',
  laboratory: VOLTARA_LABORATORY,
  customer: { name: 'Casey Morgan', company: customer, address: '1 Test Street' },
  instrument: { name: `VH-15 test instrument ${suffix}`, model: 'VH-15', serial },
  calibratedOn: day(-20),
  receivedOn: '',
  procedure: 'CP-01',
  references: [],
  environment: { temperatureC: '21', humidityPct: '45' },
  results: [],
  uncertaintyStatement: '',
  traceability: '',
  signatory: { name: 'Tech Nician', role: 'Technician' },
  recommendedIntervalMonths: null,
  remarks: '',
});

async function trainingCertificate(label: string, holder: Who, options: { expiresOn: string; state: string; revoke?: boolean; supersede?: boolean }) {
  const company = holder.startsWith('A:') ? companyNames.A : holder.startsWith('B:') ? companyNames.B : '';
  const issued = await issueCertificate(test.deps.db, {
    kind: 'training',
    holderId: idOf(holder),
    courseId,
    locale: 'en',
    issuedOn: day(-100),
    expiresOn: options.expiresOn,
    content: trainingContent(nameOf(holder), company),
    issuedBy: null,
  });
  if (options.revoke) await test.deps.db.update(certificates).set({ revokedAt: new Date(), revokedReason: 'test' }).where(eq(certificates.id, issued.id));
  if (options.supersede) {
    const successor = await issueCertificate(
      test.deps.db,
      { kind: 'training', holderId: idOf(holder), courseId, locale: 'en', issuedOn: day(-99), expiresOn: options.expiresOn, content: trainingContent(nameOf(holder), company), issuedBy: null },
      issued.id,
    );
    training[`${label}-successor`] = { id: successor.id, number: successor.number, holder, state: 'valid' };
  }
  training[label] = { id: issued.id, number: issued.number, holder, state: options.state };
  return issued.id;
}

async function calibrationCertificate(label: string, centre: Company | null) {
  const [product] = await test.deps.db.select({ id: products.id }).from(products).limit(1);
  const number = `PP-${suffix}-${label}`.toUpperCase();
  const [serial] = await test.deps.db
    .insert(serials)
    .values({ number, numberKey: number.replace(/[^0-9A-Z]/g, ''), productId: product!.id, buildDate: day(-800) })
    .returning({ id: serials.id });
  const [record] = await test.deps.db
    .insert(serviceRecords)
    .values({ serialId: serial!.id, kind: 'calibration', performedOn: day(-20), performedBy: 'Tech Nician', companyId: centre ? companyIds[centre] : null })
    .returning({ id: serviceRecords.id });
  const issued = await issueCertificate(test.deps.db, {
    kind: 'calibration',
    holderId: idOf('customer'),
    serialId: serial!.id,
    serviceRecordId: record!.id,
    locale: 'en',
    issuedOn: day(-20),
    expiresOn: day(345),
    content: calibrationContent(number, `End Customer ${label} ${suffix}`),
    issuedBy: null,
  });
  calibration[label] = { id: issued.id, number: issued.number, centre };
}

async function companyReturn(owner: Company | 'customer', index: number, status: ReturnStatus, bookedBy: Who) {
  const rmaNumber = `RMA-T${suffix}-${owner}-${String(index).padStart(3, '0')}`.toUpperCase();
  const createdAt = new Date(Date.now() - (1000 - index) * 60_000 - (owner === 'B' ? 30_000 : 0));
  const [row] = await test.deps.db
    .insert(returns)
    .values({
      rmaNumber,
      userId: idOf(bookedBy),
      companyId: owner === 'customer' ? null : companyIds[owner],
      bookingType: index % 2 === 0 ? 'calibration' : 'repair',
      status,
      details: JSON.stringify({
        details: { firstName: 'Eva', lastName: `Endkunde ${index}`, email: `eva${index}@end.test`, telephone: '+45 1234', companyName: `End Customer ${owner} ${index} ${suffix}` },
      }),
      vatConfirmedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: returns.id });
  const id = row!.id;
  await test.deps.db.insert(returnLines).values([
    { returnId: id, itemName: 'VH-15 Portable DC Holiday Detector', part: 'full-kit', serialNumber: `SN-${owner}-${index}-${suffix}`, valuePence: 10_000 },
    { returnId: id, itemName: 'Brush electrode', part: 'single-part', partName: 'Brush', serialNumber: '', valuePence: 2_000 },
  ]);
  await test.deps.db.insert(returnEvents).values([
    { returnId: id, status: 'submitted', createdAt },
    ...(status === 'submitted' ? [] : [{ returnId: id, status, note: `Moved on ${index}`, createdAt: new Date(createdAt.getTime() + 1000) }]),
  ]);
  rmas[owner].unshift(rmaNumber);
  returnIds[rmaNumber] = id;
}

const titled = (base: 'title' | 'body', en: string, es: string) => ({
  [`${base}_EN`]: en,
  [`${base}_ES`]: es,
  [`${base}_DE`]: '',
  [`${base}_FR`]: '',
  [`${base}_NL`]: '',
  [`${base}_PT`]: '',
});

let helpIds: Record<string, number> = {};

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  for (const company of ['A', 'B'] as const) {
    const [row] = await db.insert(companies).values({ name: companyNames[company] }).returning({ id: companies.id });
    companyIds[company] = row!.id;
  }
  const hash = await (await test.deps.auth.$context).password.hash(PASSWORD);
  const now = new Date();
  const people: Array<[Who, Role, number | null]> = [
    ...(['A', 'B'] as const).flatMap((company) => COMPANY_ROLES.map((role): [Who, Role, number] => [`${company}:${role}`, role, companyIds[company]])),
    ...LONE_ROLES.map((role): [Who, Role, null] => [role, role, null]),
  ];
  for (const [who, role, companyId] of people) {
    const id = `pp-${who.replace(':', '-')}-${suffix}`;
    await db.insert(users).values({ id, name: nameOf(who), email: email(who), emailVerified: true, role, companyId, createdAt: now, updatedAt: now });
    await db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: hash, createdAt: now, updatedAt: now });
    actors.set(who, {
      id, name: nameOf(who), email: email(who), role, locale: 'en', companyId,
      twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null,
    });
  }

  const [course] = await db
    .insert(courses)
    .values({ ...titled('title', `Holiday testing ${suffix}`, `Detección de poros ${suffix}`), published: true, sort: 1 } as typeof courses.$inferInsert)
    .returning({ id: courses.id });
  courseId = course!.id;

  await trainingCertificate('aValid', 'A:distributor-junior', { expiresOn: day(400), state: 'valid' });
  await trainingCertificate('aExpiring', 'A:certified-junior', { expiresOn: day(30), state: 'expiring' });
  await trainingCertificate('aExpired', 'A:distributor-junior-plus', { expiresOn: day(-2), state: 'expired' });
  await trainingCertificate('aRevoked', 'A:certified-senior-plus', { expiresOn: day(400), state: 'revoked', revoke: true });
  await trainingCertificate('aSuperseded', 'A:distributor-senior', { expiresOn: day(400), state: 'superseded', supersede: true });
  await trainingCertificate('bValid', 'B:distributor-junior', { expiresOn: day(300), state: 'valid' });
  customerTraining = await trainingCertificate('customer', 'customer', { expiresOn: day(300), state: 'valid' });

  await calibrationCertificate('calA', 'A');
  await calibrationCertificate('calB', 'B');
  await calibrationCertificate('calVoltara', null);

  // 22 returns of A (two pages of 20), 2 of B, and one a customer booked for themselves (no company).
  const statuses: ReturnStatus[] = ['submitted', 'received', 'shipped', 'quoted'];
  for (let i = 1; i <= 22; i++) await companyReturn('A', i, statuses[i % statuses.length]!, i % 2 ? 'A:distributor-senior' : 'A:certified-junior');
  await companyReturn('B', 1, 'received', 'B:distributor-senior');
  await companyReturn('B', 2, 'shipped', 'B:distributor-junior');
  await companyReturn('customer', 1, 'received', 'customer');

  const help = async (label: string, values: Record<string, unknown>) => {
    const [row] = await db.insert(helpArticles).values(values as typeof helpArticles.$inferInsert).returning({ id: helpArticles.id });
    helpIds[label] = row!.id;
  };
  await help('calibration', {
    category: 'service',
    ...titled('title', `Detector calibration ${suffix}`, `Calibración del detector ${suffix}`),
    ...titled('body', '<p>Send the instrument to the laboratory once a year.</p>', '<p>Envíe el <strong>instrumento</strong> al laboratorio una vez al año.</p>'),
    sort: 900,
  });
  await help('bodyWord', {
    category: 'marketing',
    ...titled('title', `Brochures ${suffix}`, ''),
    ...titled('body', '<p>Ask for the <strong>Prüfgerät</strong> leaflet. <a href="/files/zzqxattr">Files</a></p>', ''),
    sort: 901,
  });
  await help('general', { category: 'general', ...titled('title', `Welcome ${suffix}`, ''), ...titled('body', '<p>Hello.</p>', ''), sort: 902 });
  await help('legacy', { category: 'legacy-topic', ...titled('title', `Old topic ${suffix}`, ''), ...titled('body', '<p>Kept.</p>', ''), sort: 903 });
  await help('draft', {
    category: 'service',
    ...titled('title', `Draft calibración secret ${suffix}`, `Borrador ${suffix}`),
    ...titled('body', '<p>Unpublished zzqxdraft text.</p>', ''),
    published: false,
    sort: 904,
  });
});
afterAll(() => test.close());

const ownCompanyCallers = (): Array<[Who, Company]> =>
  (['A', 'B'] as const).flatMap((company) => PORTAL_ROLES.map((role): [Who, Company] => [`${company}:${role}`, company]));
/** This file's certificates among an admin's (who also sees the demo companies'). */
const mine = <T extends { id: number; number: string }>(rows: readonly T[]) => {
  const ids = new Set([...Object.values(training), ...Object.values(calibration)].map((cert) => cert.id));
  return rows.filter((row) => ids.has(row.id)).map((row) => row.number);
};

// ---------------------------------------------------------------------------------------------------------------
// Access
// ---------------------------------------------------------------------------------------------------------------

describe('who may call the three pages', () => {
  /** Thunks: each call starts only when awaited, so no refusal goes unhandled while another is awaited. */
  const calls = (who: Who | null): Record<string, () => Promise<unknown>> => {
    const portal = caller(who).portal;
    return {
      helpcenter: () => portal.helpcenter.list({}),
      certificates: () => portal.certificates.list({}),
      returns: () => portal.returns.list({}),
      returnDetail: () => portal.returns.get({ id: returnIds[rmas.A[0]!]! }),
    };
  };

  it('lets every portal role (7 company roles of either company, and admin) in', async () => {
    for (const who of [...ownCompanyCallers().map(([w]) => w), 'admin' as const]) {
      for (const [name, call] of Object.entries(calls(who))) {
        const expected = name === 'returnDetail' && who.startsWith('B:') ? 'NOT_FOUND' : 'OK';
        expect(await codeOf(call()), `${who} ${name}`).toBe(expected);
      }
    }
  });

  it('refuses user, customer and certified-senior-plus (FORBIDDEN), and a visitor (UNAUTHORIZED)', async () => {
    for (const who of ['user', 'customer', 'A:certified-senior-plus', 'B:certified-senior-plus'] as const) {
      for (const [name, call] of Object.entries(calls(who))) expect(await codeOf(call()), `${who} ${name}`).toBe('FORBIDDEN');
    }
    for (const [name, call] of Object.entries(calls(null))) expect(await codeOf(call()), `visitor ${name}`).toBe('UNAUTHORIZED');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Help centre
// ---------------------------------------------------------------------------------------------------------------

describe('portal.helpcenter.list', () => {
  const titles = (centre: HelpCentre) => centre.groups.flatMap((group) => group.articles.map((article) => article.title));

  it('lists the published articles only, grouped by category in the resource order, the same for every portal role', async () => {
    const answers = await Promise.all([...ownCompanyCallers().map(([who]) => who), 'admin' as const].map((who) => caller(who).portal.helpcenter.list()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const centre = answers[0]!;
    expect(centre.q).toBe('');
    expect(centre.matches).toBe(centre.total);
    const order = centre.groups.map((group) => HELP_CATEGORIES.indexOf(group.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index >= 0)).toBe(true);
    const byId = new Map(centre.groups.flatMap((group) => group.articles.map((article) => [article.id, group.category] as const)));
    expect(byId.get(helpIds.calibration!)).toBe('service');
    expect(byId.get(helpIds.bodyWord!)).toBe('marketing');
    expect(byId.get(helpIds.general!)).toBe('general');
    // A category the form no longer offers is kept, under "general".
    expect(byId.get(helpIds.legacy!)).toBe('general');
    expect(byId.has(helpIds.draft!)).toBe(false);
    expect(JSON.stringify(centre)).not.toContain('Draft calibración');
    // The demo seed's articles are there too.
    expect(titles(centre)).toContain('Registering a customer in the portal');
  });

  it("answers in the reader's language, English where an article is untranslated", async () => {
    const spanish = await caller('A:distributor-junior', 'es').portal.helpcenter.list();
    const all = spanish.groups.flatMap((group) => group.articles);
    expect(all.find((a) => a.id === helpIds.calibration)).toMatchObject({
      title: `Calibración del detector ${suffix}`,
      bodyHtml: '<p>Envíe el <strong>instrumento</strong> al laboratorio una vez al año.</p>',
    });
    expect(all.find((a) => a.id === helpIds.general)!.title).toBe(`Welcome ${suffix}`);
    const portuguese = await caller('A:distributor-junior', 'pt').portal.helpcenter.list();
    expect(titles(portuguese)).toContain(`Detector calibration ${suffix}`);
  });

  it('finds words in titles and bodies whatever their case and accents; never an unpublished article', async () => {
    const search = (q: string, locale: Locale = 'en', who: Who = 'B:certified-senior') => caller(who, locale).portal.helpcenter.list({ q });
    const found = async (q: string, locale: Locale = 'en') => (await search(q, locale)).groups.flatMap((g) => g.articles.map((a) => a.id));

    expect(await found(`calibracion ${suffix}`, 'es')).toEqual([helpIds.calibration]);
    expect(await found(`CALIBRACIÓN ${suffix}`, 'es')).toEqual([helpIds.calibration]);
    expect(await found(`calibrac ${suffix}`, 'es')).toEqual([helpIds.calibration]);
    // In the body, across markup: "<strong>instrumento</strong>" is a word of the text.
    expect(await found(`instrumento ${suffix}`, 'es')).toEqual([helpIds.calibration]);
    expect(await found(`prufgerat ${suffix}`)).toEqual([helpIds.bodyWord]);
    expect(await found(`Prüfgerät leaflet ${suffix}`)).toEqual([helpIds.bodyWord]);
    // Tag names and attributes are not text.
    expect(await found('zzqxattr')).toEqual([]);
    expect(await found(`strong ${suffix}`)).toEqual([]);
    // The unpublished article is never found, by its title or its body.
    expect(await found('zzqxdraft')).toEqual([]);
    expect(await found(`secret ${suffix}`)).toEqual([]);
    const none = await search('no-such-word-anywhere-zzz');
    expect(none).toMatchObject({ q: 'no-such-word-anywhere-zzz', matches: 0, groups: [] });
    expect(none.total).toBeGreaterThan(0);
    // Punctuation only: no words, no matches (as the FAQ search answers).
    expect((await search('%_"')).matches).toBe(0);
    expect((await search('  ')).matches).toBe((await search('')).total);
  });

  it('answers 422 for bad input, never INTERNAL_SERVER_ERROR', async () => {
    const list = caller('A:distributor-senior').portal.helpcenter.list as (input: unknown) => Promise<unknown>;
    for (const input of [null, 'text', 7, [], { q: 5 }, { q: null }, { q: ['a'] }, { q: 'x'.repeat(201) }]) {
      expect(await codeOf(list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Certificates
// ---------------------------------------------------------------------------------------------------------------

describe('portal.certificates.list', () => {
  const ofCompany = (company: Company) =>
    Object.values(training)
      .filter((cert) => cert.holder.startsWith(`${company}:`))
      .map((cert) => cert.number)
      .sort();
  /** One page of the collection (this file's rows fit in it), as the reader sees it. */
  const listOf = (who: Who, locale: Locale = 'en', filters: Record<string, string> = {}) =>
    caller(who, locale).portal.certificates.list({ perPage: 100, filters });
  const numbers = (rows: readonly Record<string, unknown>[]) => rows.map((row) => String(row.number)).sort();

  it("shows each portal role their own company's staff training certificates only, with holder, course and state", async () => {
    for (const [who, company] of ownCompanyCallers()) {
      const list = await listOf(who, 'en', { kind: 'training' });
      expect(numbers(list.rows), who).toEqual(ofCompany(company));
      const other = company === 'A' ? 'B' : 'A';
      expect(JSON.stringify(list), who).not.toContain(companyNames[other]);
    }
    const list = await listOf('A:distributor-senior');
    for (const cert of Object.values(training).filter((c) => c.holder.startsWith('A:'))) {
      const row = list.rows.find((c) => c.id === cert.id)!;
      expect(row, cert.number).toMatchObject({ number: cert.number, kind: 'training', holder: nameOf(cert.holder), courseId__label: `Holiday testing ${suffix}`, state: cert.state });
    }
    expect(list.rows.find((c) => c.id === training.aExpiring!.id)).toMatchObject({ expiresOn: day(30), issuedOn: day(-100) });
    // Newest first.
    const issued = list.rows.map((c) => String(c.issuedOn));
    expect(issued).toEqual([...issued].sort().reverse());
  });

  it("names the course in the reader's language", async () => {
    const list = await listOf('A:certified-senior', 'es');
    expect(list.rows.find((c) => c.id === training.aValid!.id)!.courseId__label).toBe(`Detección de poros ${suffix}`);
  });

  it('lists the calibration certificates the company issued for service roles only', async () => {
    for (const [who, company] of ownCompanyCallers()) {
      const list = await listOf(who, 'en', { kind: 'calibration' });
      if (SERVICE_ROLES.includes(actors.get(who)!.role)) {
        expect(numbers(list.rows), who).toEqual([calibration[`cal${company}`]!.number]);
        expect(list.rows[0], who).toMatchObject({
          kind: 'calibration',
          instrument: `VH-15 test instrument ${suffix}`,
          serial: `PP-${suffix}-cal${company}`.toUpperCase(),
          holder: `End Customer cal${company} ${suffix}`,
          state: 'valid',
        });
      } else {
        expect(list.rows, who).toEqual([]);
        expect(await codeOf(caller(who).portal.certificates.get({ id: calibration[`cal${company}`]!.id })), who).toBe('NOT_FOUND');
      }
    }
  });

  it("shows an admin every company's staff and issued calibrations, never a customer's or Voltara's own", async () => {
    const list = await caller('admin').portal.certificates.list({ perPage: 100, q: suffix });
    const all = await caller('admin').portal.certificates.list({ perPage: 100, filters: { kind: 'calibration' } });
    expect(mine(list.rows.filter((row) => row.kind === 'training').map((row) => ({ id: row.id, number: String(row.number) }))).sort()).toEqual(
      [...ofCompany('A'), ...ofCompany('B')].sort(),
    );
    expect(list.rows.map((c) => c.id)).not.toContain(customerTraining);
    expect(mine(all.rows.map((row) => ({ id: row.id, number: String(row.number) }))).sort()).toEqual([calibration.calA!.number, calibration.calB!.number].sort());
  });

  it('is empty for a service role whose company issued none and has no staff certificates', async () => {
    const [row] = await test.deps.db.insert(companies).values({ name: `Gamma ${suffix}` }).returning({ id: companies.id });
    const lonely = { ...actors.get('A:certified-senior')!, companyId: row!.id };
    const list = await createCaller({ deps: test.deps, actor: lonely, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal.certificates.list({});
    expect(list).toMatchObject({ rows: [], total: 0 });
  });
});

describe('certificate downloads (certificateForDownload)', () => {
  const allowed = async (who: Who, id: number) =>
    certificateForDownload(test.deps, actors.get(who)!, id).then(
      () => true,
      () => false,
    );

  it("lets a portal role of the holder's company download staff training certificates; nobody else but the holder and admins", async () => {
    for (const cert of Object.values(training)) {
      for (const who of actors.keys()) {
        const actor = actors.get(who)!;
        const sameCompany = cert.holder.slice(0, 2) === who.slice(0, 2) && who.includes(':');
        const expected = who === cert.holder || who === 'admin' || (sameCompany && PORTAL_ROLES.includes(actor.role as CompanyRole));
        expect(await allowed(who, cert.id), `${who} → ${cert.number} (${cert.holder})`).toBe(expected);
      }
    }
  });

  it('lets a service role download the calibrations its company issued; others only their own or as admin', async () => {
    for (const cert of Object.values(calibration)) {
      for (const who of actors.keys()) {
        const actor = actors.get(who)!;
        const ownCentre = cert.centre !== null && who.startsWith(`${cert.centre}:`);
        // The customer is the certificates' holder here.
        const expected = who === 'customer' || who === 'admin' || (ownCentre && SERVICE_ROLES.includes(actor.role));
        expect(await allowed(who, cert.id), `${who} → ${cert.number}`).toBe(expected);
      }
    }
  });
});

describe('GET /api/certificates/{id}/pdf for colleagues', () => {
  const client = async (who: Who, ip: string) => {
    const http = new HttpClient(test, ip);
    await http.signIn(email(who), PASSWORD);
    return http;
  };

  it("serves a colleague of the holder's company (200), never the other company or a customer (404)", async () => {
    const colleague = await client('A:distributor-senior', '198.51.100.71');
    const response = await colleague.get(`/api/certificates/${training.aValid!.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    expect(text).toContain(training.aValid!.number);

    const other = await client('B:distributor-senior', '198.51.100.72');
    expect((await other.get(`/api/certificates/${training.aValid!.id}/pdf`)).status).toBe(404);
    expect((await other.get(`/api/certificates/${training.bValid!.id}/pdf`)).status).toBe(200);
    const customer = await client('customer', '198.51.100.73');
    expect((await customer.get(`/api/certificates/${training.aValid!.id}/pdf`)).status).toBe(404);
    const seniorPlus = await client('A:certified-senior-plus', '198.51.100.74');
    expect((await seniorPlus.get(`/api/certificates/${training.aValid!.id}/pdf`)).status).toBe(404);
    expect((await new HttpClient(test, '198.51.100.75').get(`/api/certificates/${training.aValid!.id}/pdf`)).status).toBe(401);
  }, 90_000);

  it('serves issued calibrations to a service role of the centre only', async () => {
    const service = await client('A:certified-junior', '198.51.100.76');
    expect((await service.get(`/api/certificates/${calibration.calA!.id}/pdf`)).status).toBe(200);
    expect((await service.get(`/api/certificates/${calibration.calB!.id}/pdf`)).status).toBe(404);
    expect((await service.get(`/api/certificates/${calibration.calVoltara!.id}/pdf`)).status).toBe(404);
    const junior = await client('A:distributor-junior', '198.51.100.77');
    expect((await junior.get(`/api/certificates/${calibration.calA!.id}/pdf`)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Returns
// ---------------------------------------------------------------------------------------------------------------

describe('portal.returns.list (the company returns collection)', () => {
  async function allPages(who: Who, status?: ReturnStatus): Promise<ResourceRow[]> {
    const rows: ResourceRow[] = [];
    for (let page = 1; page < 50; page++) {
      const answer = await caller(who).portal.returns.list({ ...(status ? { filters: { status } } : {}), page, perPage: 10 });
      expect(answer.perPage).toBe(10);
      rows.push(...answer.rows);
      if (page * answer.perPage >= answer.total) break;
    }
    return rows;
  }

  it("shows each portal role their own company's returns only, newest first, 25 a page by default", async () => {
    for (const [who, company] of ownCompanyCallers()) {
      const first = await caller(who).portal.returns.list({});
      expect(first.total, who).toBe(rmas[company].length);
      expect(first.rows.length, who).toBe(Math.min(25, rmas[company].length));
      const rows = await allPages(who);
      expect(rows.map((r) => r.rmaNumber), who).toEqual(rmas[company]);
      expect(JSON.stringify(rows), who).not.toContain(companyNames[company === 'A' ? 'B' : 'A']);
      expect(rows.map((r) => r.rmaNumber), who).not.toContain(rmas.customer[0]);
    }
    const third = await caller('A:distributor-junior').portal.returns.list({ page: 3, perPage: 10 });
    expect(third).toMatchObject({ paging: 'offset', page: 3, total: 22, capped: false, perPage: 10 });
    expect(third.rows.map((r) => r.rmaNumber)).toEqual(rmas.A.slice(20));
    // A page past the last shows the last one.
    expect(await caller('A:distributor-junior').portal.returns.list({ page: 9, perPage: 10 })).toEqual(third);
  });

  it('gives each row its end customer (company, then contact), type, instruments with serials, status and date', async () => {
    const { rows } = await caller('B:certified-junior').portal.returns.list({});
    const row = rows.find((r) => r.rmaNumber === rmas.B[0])!;
    expect(row).toMatchObject({
      endCustomer: `End Customer B 2 ${suffix}\nEva Endkunde 2`,
      bookingType: 'calibration',
      status: 'shipped',
      // One line per item, in booking order, the serial where one was entered.
      items: `VH-15 Portable DC Holiday Detector (SN-B-2-${suffix})\nBrush electrode`,
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by status', async () => {
    const received = await allPages('A:certified-senior', 'received');
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.status === 'received')).toBe(true);
    const all = await allPages('A:certified-senior');
    expect(received.map((r) => r.rmaNumber)).toEqual(all.filter((r) => r.status === 'received').map((r) => r.rmaNumber));
    expect((await caller('B:distributor-senior').portal.returns.list({ filters: { status: 'quoted' } })).total).toBe(0);
  });

  it("shows an admin every company's returns, never a customer's own", async () => {
    const rows = await allPages('admin');
    const numbers = rows.map((r) => String(r.rmaNumber));
    expect(numbers.filter((n) => n.startsWith(`RMA-T${suffix}`.toUpperCase())).sort()).toEqual([...rmas.A, ...rmas.B].sort());
    expect(numbers).not.toContain(rmas.customer[0]);
  });

  it('answers 422 for bad input, never INTERNAL_SERVER_ERROR', async () => {
    const list = caller('A:distributor-senior').portal.returns.list as (input: unknown) => Promise<unknown>;
    const bad = [
      null,
      'text',
      3,
      [],
      { filters: { status: 'lost' } },
      { filters: { status: 5 } },
      { filters: { companyId: 2 } },
      { sort: 'details' },
      { page: 0 },
      { page: -1 },
      { page: 1.5 },
      { page: '2' },
      { page: 1e9 },
    ];
    for (const input of bad) expect(await codeOf(list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
  });
});

describe('portal.returns.get', () => {
  it("shows a return of the actor's company with its items, contact, who booked it and its history", async () => {
    const rma = rmas.A.find((n) => n.endsWith('-003'))!;
    const detail = await caller('A:distributor-junior-plus').portal.returns.get({ id: returnIds[rma]! });
    expect(detail).toMatchObject({
      rmaNumber: rma,
      status: 'quoted',
      bookingType: 'repair',
      bookedBy: nameOf('A:distributor-senior'),
      contact: { name: 'Eva Endkunde 3', email: 'eva3@end.test', telephone: '+45 1234' },
      endCustomer: { company: `End Customer A 3 ${suffix}` },
      costPence: null,
    });
    expect(detail.lines).toEqual([
      { itemName: 'VH-15 Portable DC Holiday Detector', part: 'full-kit', partName: '', serialNumber: `SN-A-3-${suffix}`, orderNumber: '' },
      { itemName: 'Brush electrode', part: 'single-part', partName: 'Brush', serialNumber: '', orderNumber: '' },
    ]);
    expect(detail.history.map((h) => [h.status, h.note])).toEqual([
      ['submitted', ''],
      ['quoted', 'Moved on 3'],
    ]);
  });

  it("answers NOT_FOUND for another company's return, a customer's own, or an unknown id; an admin sees any company's", async () => {
    for (const [who, company] of ownCompanyCallers()) {
      const other = company === 'A' ? 'B' : 'A';
      expect(await codeOf(caller(who).portal.returns.get({ id: returnIds[rmas[company][0]!]! })), who).toBe('OK');
      expect(await codeOf(caller(who).portal.returns.get({ id: returnIds[rmas[other][0]!]! })), who).toBe('NOT_FOUND');
      expect(await codeOf(caller(who).portal.returns.get({ id: returnIds[rmas.customer[0]!]! })), who).toBe('NOT_FOUND');
    }
    expect(await codeOf(caller('A:distributor-senior').portal.returns.get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('admin').portal.returns.get({ id: returnIds[rmas.B[0]!]! }))).toBe('OK');
    expect(await codeOf(caller('admin').portal.returns.get({ id: returnIds[rmas.customer[0]!]! }))).toBe('NOT_FOUND');
  });

  it('answers 422 for bad input, never INTERNAL_SERVER_ERROR', async () => {
    const get = caller('A:distributor-senior').portal.returns.get as (input: unknown) => Promise<unknown>;
    const bad = [undefined, null, 'text', [], {}, { id: 'x' }, { id: 0 }, { id: -4 }, { id: 1.5 }, { id: Number.MAX_SAFE_INTEGER + 10 }];
    for (const input of bad) expect(await codeOf(get(input)), JSON.stringify(input) ?? 'undefined').toBe('UNPROCESSABLE_CONTENT');
  });

  it('answers over HTTP with the same scoping (401 signed out, 404 for the other company)', async () => {
    const visitor = new HttpClient(test, '198.51.100.80');
    expect((await visitor.query('portal.returns.list')).status).toBe(401);
    const other = new HttpClient(test, '198.51.100.81');
    await other.signIn(email('B:distributor-junior'), PASSWORD);
    const own = await other.query('portal.returns.list', { page: 1 });
    expect(own.status).toBe(200);
    expect((own.json.result!.data as { rows: ResourceRow[] }).rows.map((r) => r.rmaNumber)).toEqual(rmas.B);
    expect((await other.query('portal.returns.get', { id: returnIds[rmas.A[0]!]! })).status).toBe(404);
    expect((await other.query('portal.returns.list', { page: 'two' })).status).toBe(422);
    expect((await other.query('portal.helpcenter.list', { q: 'calibracion' })).status).toBe(200);
    expect((await other.query('portal.certificates.list', {})).status).toBe(200);
  });
});
