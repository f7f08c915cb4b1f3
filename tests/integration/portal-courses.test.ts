import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import { StaffCoursesSchema } from '../../src/shared/courses/collections/staff-courses';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, companies, courseEnrolments, courses, users } from '../../src/server/db/schema';
import { PORTAL_ENROLMENT_SECTION } from '../../src/server/features/courses/portal-staff';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { dayFromToday, insertTrainingCertificate } from '../setup/course-fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';
import { codeOf } from '../setup/demo-callers';

/**
 * /portal/courses through the real router (policy middleware, input parsing, services, drizzle) on a fresh migrated
 * database. Every company, user, course and enrolment here is made by this file; the demo seed is not relied on.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().slice(0, 8);

type Who =
  | 'seniorA' | 'certSeniorA' | 'juniorA' | 'certJuniorA' | 'plusA' | 'disabledA'
  | 'seniorB' | 'learnerB' | 'customer' | 'user' | 'admin';
const PEOPLE: Record<Who, { role: Role; company: 'A' | 'B' | null; name: string; disabled?: boolean }> = {
  seniorA: { role: 'distributor-senior', company: 'A', name: 'Astrid Senior' },
  certSeniorA: { role: 'certified-senior', company: 'A', name: 'Carl Certified' },
  juniorA: { role: 'distributor-junior', company: 'A', name: 'Jonas Junior' },
  certJuniorA: { role: 'certified-junior', company: 'A', name: 'Clara Junior' },
  plusA: { role: 'distributor-junior-plus', company: 'A', name: 'Pia Plus' },
  disabledA: { role: 'distributor-junior', company: 'A', name: 'Dora Disabled', disabled: true },
  seniorB: { role: 'distributor-senior', company: 'B', name: 'Bruno Senior' },
  learnerB: { role: 'distributor-junior', company: 'B', name: 'Berta Learner' },
  customer: { role: 'customer', company: null, name: 'Cora Customer' },
  user: { role: 'user', company: null, name: 'Ulf User' },
  admin: { role: 'admin', company: null, name: 'Ada Admin' },
};
const actors = new Map<Who, Actor>();
const email = (who: Who) => `${who.toLowerCase()}-${suffix}@portal-courses.test`;
let companyA = 0;
let companyB = 0;
let course1 = 0;
let course2 = 0;
let hidden = 0;

function caller(who: Who, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}

const day = dayFromToday;

const certificate = (holder: Who, courseId: number, expiresOn: string) =>
  insertTrainingCertificate(test, { number: `TRN-T-${suffix}-${holder}-${courseId}`, holderId: actors.get(holder)!.id, courseId, expiresOn });

const enrolmentCount = async () => (await test.deps.db.select({ n: count() }).from(courseEnrolments))[0]!.n;
const auditCount = async () =>
  (await test.deps.db.select({ n: count() }).from(auditLog).where(eq(auditLog.section, PORTAL_ENROLMENT_SECTION)))[0]!.n;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Alpha Prüftechnik ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Beta Ensayos ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  const now = new Date();
  for (const [who, person] of Object.entries(PEOPLE) as Array<[Who, (typeof PEOPLE)[Who]]>) {
    const id = `pc-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    await db.insert(users).values({ id, name: person.name, email: email(who), role: person.role, companyId, disabled: person.disabled ?? false, createdAt: now, updatedAt: now });
    actors.set(who, {
      id, name: person.name, email: email(who), role: person.role, locale: 'en', companyId,
      twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null,
    });
  }
  const titled = (en: string, de: string) => ({ title_EN: en, title_DE: de, title_ES: '', title_FR: '', title_NL: '', title_PT: '' });
  [{ id: course1 }] = (await db.insert(courses).values({ ...titled(`Holiday testing ${suffix}`, `Porenprüfung ${suffix}`), published: true, sort: 1 }).returning({ id: courses.id })) as [{ id: number }];
  [{ id: course2 }] = (await db.insert(courses).values({ ...titled(`Spark safety ${suffix}`, ''), published: true, sort: 2 }).returning({ id: courses.id })) as [{ id: number }];
  [{ id: hidden }] = (await db.insert(courses).values({ ...titled(`Draft course ${suffix}`, ''), published: false, sort: 3 }).returning({ id: courses.id })) as [{ id: number }];

  const passedAt = new Date(Date.now() - 30 * 86_400_000);
  const validCert = await certificate('certJuniorA', course1, day(700));
  const expiredCert = await certificate('plusA', course1, day(-1));
  const bCert = await certificate('learnerB', course2, day(300));
  const id = (who: Who) => actors.get(who)!.id;
  await db.insert(courseEnrolments).values([
    { courseId: course1, userId: id('certJuniorA'), companyId: companyA, startedAt: passedAt, attemptCount: 1, lastScore: 92, passedAt, certificateId: validCert },
    { courseId: course1, userId: id('plusA'), companyId: companyA, startedAt: passedAt, attemptCount: 2, lastScore: 85, passedAt, certificateId: expiredCert },
    { courseId: course2, userId: id('certJuniorA'), companyId: companyA, startedAt: passedAt, attemptCount: 1, lastScore: 40 },
    { courseId: course2, userId: id('juniorA'), companyId: companyA, startedAt: passedAt },
    { courseId: course1, userId: id('seniorA'), companyId: companyA },
    { courseId: course1, userId: id('learnerB'), companyId: companyB, startedAt: passedAt, attemptCount: 1, lastScore: 30 },
    { courseId: course2, userId: id('learnerB'), companyId: companyB, startedAt: passedAt, attemptCount: 1, lastScore: 100, passedAt, certificateId: bCert },
  ]);
});
afterAll(() => test.close());

/**
 * The list of the staff (portal.courses.list, a collection) is tested in portal-staff-courses.test.ts; here the enrol
 * workflow and its choice list, and the roles refused by all of them.
 */
describe('portal.courses access', () => {
  it('refuses distributor-junior, certified-junior, customer and user (FORBIDDEN), and visitors (UNAUTHORIZED)', async () => {
    for (const who of ['juniorA', 'certJuniorA', 'plusA', 'customer', 'user'] as const) {
      expect(await codeOf(caller(who).portal.courses.list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(caller(who).portal.courses.enrollable()), who).toBe('FORBIDDEN');
      expect(await codeOf(caller(who).portal.courses.enrol({ userId: actors.get('juniorA')!.id, courseId: course1 })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(createCaller({ deps: test.deps, actor: null, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal.courses.list({}))).toBe('UNAUTHORIZED');
  });
});

describe('portal.courses.enrollable', () => {
  it('lists the published courses only, titled in the request language', async () => {
    const list = await caller('seniorA', 'de').portal.courses.enrollable();
    const ids = list.map((course) => course.id);
    expect(ids).toEqual(expect.arrayContaining([course1, course2]));
    expect(ids).not.toContain(hidden);
    expect(list.find((course) => course.id === course1)!.title).toBe(`Porenprüfung ${suffix}`);
  });
});

describe('portal.courses.enrol', () => {
  it('enrols a colleague: enrolledBy is the manager, companyId the colleague’s company, audited; it then shows in the list', async () => {
    const before = await auditCount();
    const made = await caller('seniorA').portal.courses.enrol({ userId: actors.get('certSeniorA')!.id, courseId: course2 });
    expect(made).toMatchObject({ userId: actors.get('certSeniorA')!.id, courseId: course2 });
    const [row] = await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, made.enrolmentId));
    expect(row).toMatchObject({ enrolledBy: actors.get('seniorA')!.id, companyId: companyA, attemptCount: 0, passedAt: null, startedAt: null });
    expect(await auditCount()).toBe(before + 1);
    const [entry] = await test.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, PORTAL_ENROLMENT_SECTION), eq(auditLog.recordId, String(made.enrolmentId))));
    expect(entry).toMatchObject({ actorId: actors.get('seniorA')!.id, actorEmail: email('seniorA'), action: 'create' });
    expect(JSON.parse(entry!.changes)).toMatchObject({ id: made.enrolmentId, userId: actors.get('certSeniorA')!.id, courseId: course2, companyId: companyA });
    const { rows } = await caller('certSeniorA').portal.courses.list({ q: email('certSeniorA') });
    expect(rows.map((row) => row.id)).toEqual([actors.get('certSeniorA')!.id]);
    expect(StaffCoursesSchema.parse(rows[0]!.courses)).toMatchObject([{ courseId: course2, status: 'not-started' }]);
  });

  it("answers NOT_FOUND for another company's user, an unknown user, a disabled colleague or an unpublished course, and creates nothing", async () => {
    const enrolments = await enrolmentCount();
    const audits = await auditCount();
    const senior = caller('seniorA');
    const attempts = [
      { userId: actors.get('learnerB')!.id, courseId: course2 },
      { userId: actors.get('seniorB')!.id, courseId: course1 },
      { userId: actors.get('customer')!.id, courseId: course1 },
      { userId: 'no-such-user', courseId: course1 },
      { userId: actors.get('disabledA')!.id, courseId: course1 },
      { userId: actors.get('plusA')!.id, courseId: hidden },
      { userId: actors.get('plusA')!.id, courseId: 99_999_999 },
    ];
    const messages = new Set<string>();
    for (const input of attempts) {
      const error = await senior.portal.courses.enrol(input).then(() => null, (e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, JSON.stringify(input)).toBe('NOT_FOUND');
      messages.add((error as TRPCError).message);
    }
    // Another company's colleague reads exactly as one who does not exist.
    expect([...messages].sort()).toEqual(['This colleague was not found.', 'This course was not found.']);
    expect(await codeOf(caller('seniorB').portal.courses.enrol({ userId: actors.get('juniorA')!.id, courseId: course1 }))).toBe('NOT_FOUND');
    expect(await enrolmentCount()).toBe(enrolments);
    expect(await auditCount()).toBe(audits);
  });

  it('answers CONFLICT "Already enrolled in this course." for a duplicate, in the request language too', async () => {
    const enrolments = await enrolmentCount();
    const error = await caller('seniorA').portal.courses.enrol({ userId: actors.get('juniorA')!.id, courseId: course2 }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('CONFLICT');
    expect((error as TRPCError).message).toBe('Already enrolled in this course.');
    const german = await caller('certSeniorA', 'de').portal.courses.enrol({ userId: actors.get('plusA')!.id, courseId: course1 }).then(() => null, (e: unknown) => e);
    expect((german as TRPCError).code).toBe('CONFLICT');
    expect((german as TRPCError).message).toBe('Bereits in diesem Kurs eingeschrieben.');
    expect(await enrolmentCount()).toBe(enrolments);
  });

  it('answers 422 for bad input, never INTERNAL_SERVER_ERROR', async () => {
    const senior = caller('seniorA');
    const enrol = senior.portal.courses.enrol as (input: unknown) => Promise<unknown>;
    const bad: unknown[] = [
      undefined,
      null,
      'text',
      [],
      {},
      { userId: actors.get('plusA')!.id },
      { courseId: course2 },
      { userId: '', courseId: course2 },
      { userId: '   ', courseId: course2 },
      { userId: 'x'.repeat(65), courseId: course2 },
      { userId: actors.get('plusA')!.id, courseId: 'one' },
      { userId: actors.get('plusA')!.id, courseId: 0 },
      { userId: actors.get('plusA')!.id, courseId: -3 },
      { userId: actors.get('plusA')!.id, courseId: 1.5 },
      { userId: actors.get('plusA')!.id, courseId: Number.MAX_SAFE_INTEGER + 10 },
      { userId: 7, courseId: course2 },
    ];
    const enrolments = await enrolmentCount();
    for (const input of bad) expect(await codeOf(enrol(input)), JSON.stringify(input) ?? 'undefined').toBe('UNPROCESSABLE_CONTENT');
    expect(await enrolmentCount()).toBe(enrolments);
  });

  it('lets an admin enrol any company’s staff, but not an account without a company', async () => {
    const made = await caller('admin').portal.courses.enrol({ userId: actors.get('learnerB')!.id, courseId: course1 }).catch((e: unknown) => e);
    // learnerB is already on course 1: the admin gets the same CONFLICT as a manager.
    expect((made as TRPCError).code).toBe('CONFLICT');
    const fresh = await caller('admin').portal.courses.enrol({ userId: actors.get('seniorB')!.id, courseId: course2 });
    const [row] = await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, fresh.enrolmentId));
    expect(row).toMatchObject({ companyId: companyB, enrolledBy: actors.get('admin')!.id });
    expect(await codeOf(caller('admin').portal.courses.enrol({ userId: actors.get('customer')!.id, courseId: course1 }))).toBe('NOT_FOUND');
  });
});
