import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { certificates, courseAttempts, courseEnrolments, courses, users } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/courses/users as a collection (admin.enrolments.list/filterOptions; no create, update or delete) beside its
 * workflows (findUsers, enrol, resetLimit, issueCertificate, revokeCertificate), through the real router on the seeded
 * demo data. This file writes two courses of its own ("Enrolment course A" with 30 learners for paging, "B" with one)
 * and 30 accounts (learner-01 … learner-30@enrolments.test), enrolled a minute apart, learner-30 the newest: all of them
 * newer than any seeded enrolment (the newest is three days ago at 16:20) whatever the time of day the suite runs.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const PAGED = 30;
const course = { a: 0, b: 0 };
const enrolmentIds: number[] = [];

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).admin.enrolments;
const emails = (rows: readonly ResourceRow[]) => rows.map((row) => row.learnerEmail);
const learner = (n: number) => `learner-${String(n).padStart(2, '0')}@enrolments.test`;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'customer', 'distributor-senior', 'user']);
  const made = await db
    .insert(courses)
    .values([
      { title_EN: 'Enrolment course A', title_DE: 'Einschreibungskurs A', attemptsPerDay: 3, published: true, sort: 2001 },
      { title_EN: 'Enrolment course B', attemptsPerDay: 2, published: true, sort: 2002 },
    ])
    .returning({ id: courses.id });
  course.a = made[0]!.id;
  course.b = made[1]!.id;
  const now = Date.now();
  const people = Array.from({ length: PAGED }, (_, index) => ({
    id: `enrolments-learner-${index + 1}`,
    name: `Learner ${String(index + 1).padStart(2, '0')}`,
    email: learner(index + 1),
    emailVerified: true,
    role: 'user' as const,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  }));
  await db.insert(users).values(people);
  const rows = await db
    .insert(courseEnrolments)
    .values(people.map((person, index) => ({ courseId: course.a, userId: person.id, createdAt: new Date(now - 60_000 * (PAGED - index)) })))
    .returning({ id: courseEnrolments.id });
  enrolmentIds.push(...rows.map((row) => row.id));
  // The customer on course B, newest of all, with an attempt today.
  const [onB] = await db.insert(courseEnrolments).values({ courseId: course.b, userId: actors.get('customer')!.id, createdAt: new Date(now) }).returning({ id: courseEnrolments.id });
  await db.insert(courseAttempts).values({ enrolmentId: onB!.id, courseId: course.b, userId: actors.get('customer')!.id, startedAt: new Date(now - 60_000), drawn: '[]' });
  admin = new HttpClient(test, '192.0.2.195');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.196');
});
afterAll(() => test.close());

describe('admin.enrolments as the admin participants collection', () => {
  it('lists who is enrolled where, newest first, with the learner, the course in the reader\'s language and their attempts', async () => {
    const { rows } = await api('admin').list({});
    expect(rows[0]).toMatchObject({
      learnerEmail: 'customer@demo.test',
      courseId: course.b,
      courseId__label: 'Enrolment course B',
      attemptCount: 0,
      attemptsInWindow: 1,
      attemptsPerDay: 2,
      hasPassedAttempt: false,
      certificateId: null,
    });
    expect(emails(rows.slice(1, 4))).toEqual([learner(30), learner(29), learner(28)]);
    expect(rows[1]).toMatchObject({ learnerName: 'Learner 30', learnerCompany: null, courseId: course.a });
    const german = await api('admin', 'de').list({ filters: { course: course.a }, perPage: 10 });
    expect(german.rows[0]!.courseId__label).toBe('Einschreibungskurs A');
  });

  it('filters by course and finds learners by a part of the name or e-mail, in any case', async () => {
    const onA = await api('admin').list({ filters: { course: course.a } });
    expect(onA.total).toBe(PAGED);
    const onB = await api('admin').list({ filters: { course: course.b } });
    expect(emails(onB.rows)).toEqual(['customer@demo.test']);
    expect(emails((await api('admin').list({ q: 'LEARNER-07@' })).rows)).toEqual([learner(7)]);
    expect((await api('admin').list({ q: 'Learner 1', filters: { course: course.a } })).total).toBe(10);
    expect((await api('admin').list({ q: 'learner-07', filters: { course: course.b } })).total).toBe(0);
    expect((await api('admin').list({ q: 'nobody is called this' })).total).toBe(0);
  });

  it('sorts by the day enrolled, either way', async () => {
    const oldest = await api('admin').list({ filters: { course: course.a }, sort: 'createdAt', dir: 'asc', perPage: 10 });
    expect(emails(oldest.rows.slice(0, 2))).toEqual([learner(1), learner(2)]);
    const newest = await api('admin').list({ filters: { course: course.a }, sort: 'createdAt', dir: 'desc', perPage: 10 });
    expect(emails(newest.rows.slice(0, 2))).toEqual([learner(30), learner(29)]);
  });

  it('pages through the learners without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ filters: { course: course.a }, perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => emails(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => learner(PAGED - index)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(emails(past.rows)).toEqual(emails(pages[2]!.rows));
  });

  it('shows what the workflows beside it change: an issued certificate, then its revocation', async () => {
    const enrolmentId = enrolmentIds[0]!;
    const userId = 'enrolments-learner-1';
    await test.deps.db.insert(courseAttempts).values({ enrolmentId, courseId: course.a, userId, startedAt: new Date(), submittedAt: new Date(), score: 95, passed: true, drawn: '[]' });
    const listed = async () => (await api('admin').list({ q: learner(1) })).rows[0]!;
    expect(await listed()).toMatchObject({ hasPassedAttempt: true, certificateId: null });
    const issued = await api('admin').issueCertificate({ enrolmentId });
    expect(await listed()).toMatchObject({ certificateId: issued.id, certificateNumber: issued.number, certificateState: 'valid' });
    await api('admin').revokeCertificate({ enrolmentId, reason: 'Shared answers' });
    expect(await listed()).toMatchObject({ certificateId: issued.id, certificateState: 'revoked' });
    const [stored] = await test.deps.db.select().from(certificates).where(eq(certificates.id, issued.id));
    expect(stored!.revokedReason).toBe('Shared answers');
  });

  it("offers every course as the course filter's choices, in the order learners see them, in the reader's language", async () => {
    const choices = await api('admin', 'de').filterOptions({ field: 'course' });
    const ours = choices.filter((choice) => choice.id === course.a || choice.id === course.b);
    expect(ours).toEqual([
      { id: course.a, label: 'Einschreibungskurs A' },
      { id: course.b, label: 'Enrolment course B' },
    ]);
    expect(await codeOf(api('admin').filterOptions({ field: 'learnerName' }))).toBe('NOT_FOUND');
  });

  it('refuses a distributor and a customer (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'customer', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: enrolmentIds[0]! })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'course' })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).resetLimit({ enrolmentId: enrolmentIds[0]! })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.enrolments.list', {})).status).toBe(401);
    expect((await visitor.query('admin.enrolments.filterOptions', { field: 'course' })).status).toBe(401);
  });

  it('offers no generic record editing: create, update, delete and bulk delete are refused to the admin too', async () => {
    expect(await codeOf(api('admin').create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').update({ id: enrolmentIds[1]!, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: enrolmentIds[1]! }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: [enrolmentIds[1]!] }))).toBe('FORBIDDEN');
    expect(await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentIds[1]!))).toHaveLength(1);
  });

  it('answers bad input with a 422 naming the field, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { course: 'abc' } },
      { filters: { course: -1 } },
      { filters: { course: 1.5 } },
      { filters: { courseId: 1 } },
      { filters: { status: 'passed' } },
      { sort: 'learnerName' },
      { sort: 'passedAt' },
      { sort: 'certificateNumber' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.enrolments.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
  });
});
