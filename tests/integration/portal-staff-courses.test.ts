import { randomUUID } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import { StaffCoursesSchema } from '../../src/shared/courses/collections/staff-courses';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, courseEnrolments, courses, users } from '../../src/server/db/schema';
import { callerAs, codeOf } from '../setup/demo-callers';
import { dayFromToday, insertTrainingCertificate } from '../setup/course-fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/courses as a collection (portal.courses.list/get/filterOptions; no create, update or delete) beside its
 * enrol workflow's choice lists, through the real router on a fresh migrated database. One row per staff member (their
 * account's text id) carrying their courses, people on no course included. Companies A and B, their people, courses and
 * enrolments are made here; company C holds twelve people on no course, for paging.
 *
 * A: seniorA (course 1 not started), certSeniorA (no course), juniorA (course 2 in progress), certJuniorA (course 1
 * passed 92, course 2 failed 40), plusA (course 1 passed, certificate expired), disabledA (disabled; the unpublished
 * course). B: seniorB (no course), learnerB (course 1 failed 30, course 2 passed 100).
 */
let test: TestApp;
const actors = new Map<string, Actor>();
const suffix = randomUUID().slice(0, 8);

type Who = 'seniorA' | 'certSeniorA' | 'juniorA' | 'certJuniorA' | 'plusA' | 'disabledA' | 'seniorB' | 'learnerB' | 'customer' | 'user' | 'admin';
const PEOPLE: Record<Who, { role: Role; company: 'A' | 'B' | null; name: string; disabled?: boolean }> = {
  seniorA: { role: 'distributor-senior', company: 'A', name: `Astrid Senior ${suffix}` },
  certSeniorA: { role: 'certified-senior', company: 'A', name: `Carl Certified ${suffix}` },
  juniorA: { role: 'distributor-junior', company: 'A', name: `Jonas Junior ${suffix}` },
  certJuniorA: { role: 'certified-junior', company: 'A', name: `Clara Junior ${suffix}` },
  plusA: { role: 'distributor-junior-plus', company: 'A', name: `Pia Plus ${suffix}` },
  disabledA: { role: 'distributor-junior', company: 'A', name: `Dora Disabled ${suffix}`, disabled: true },
  seniorB: { role: 'distributor-senior', company: 'B', name: `Bruno Senior ${suffix}` },
  learnerB: { role: 'distributor-junior', company: 'B', name: `Berta Learner ${suffix}` },
  customer: { role: 'customer', company: null, name: `Cora Customer ${suffix}` },
  user: { role: 'user', company: null, name: `Ulf User ${suffix}` },
  admin: { role: 'admin', company: null, name: `Ada Admin ${suffix}` },
};
const A_STAFF: Who[] = ['seniorA', 'certSeniorA', 'juniorA', 'certJuniorA', 'plusA', 'disabledA'];
const B_STAFF: Who[] = ['seniorB', 'learnerB'];
const idOf = (who: Who) => `psc-${who}-${suffix}`;
const email = (who: Who) => `${who.toLowerCase()}-${suffix}@staff-courses.test`;
const companyNames = { A: `Alpha Prüftechnik ${suffix}`, B: `Beta Ensayos ${suffix}`, C: `Gamma Inspect ${suffix}` };
const FILLER = `Filler ${suffix}`;
let course1 = 0;
let course2 = 0;
let hidden = 0;

const api = (who: Who | null, locale: Locale = 'en') => callerAs(test, actors, who, locale).portal.courses;
const day = dayFromToday;
const ids = (rows: ResourceRow<string>[]) => rows.map((row) => row.id).sort();
const idsOf = (people: Who[]) => people.map(idOf).sort();
const coursesOf = (row: ResourceRow<string> | undefined) => StaffCoursesSchema.parse(row?.courses);

/** Every row a caller's list holds for this query, all pages. */
async function allRows(who: Who, input: { q?: string; filters?: Record<string, string | number> } = {}): Promise<ResourceRow<string>[]> {
  const found: ResourceRow<string>[] = [];
  for (let page = 1; page < 20; page++) {
    const answer = await api(who).list({ ...input, page, perPage: 100 });
    found.push(...answer.rows);
    if (answer.rows.length < answer.perPage) break;
  }
  return found;
}

const certificate = (holder: Who, courseId: number, expiresOn: string) =>
  insertTrainingCertificate(test, { number: `TRN-S-${suffix}-${holder}-${courseId}`, holderId: idOf(holder), courseId, expiresOn });

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const companyIds: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
  for (const key of ['A', 'B', 'C'] as const) {
    const [row] = await db.insert(companies).values({ name: companyNames[key] }).returning({ id: companies.id });
    companyIds[key] = row!.id;
  }
  const now = new Date();
  for (const [who, person] of Object.entries(PEOPLE) as Array<[Who, (typeof PEOPLE)[Who]]>) {
    const companyId = person.company === null ? null : companyIds[person.company];
    await db.insert(users).values({ id: idOf(who), name: person.name, email: email(who), role: person.role, companyId, disabled: person.disabled ?? false, createdAt: now, updatedAt: now });
    actors.set(who, {
      id: idOf(who), name: person.name, email: email(who), role: person.role, locale: 'en', companyId,
      twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null,
    });
  }
  for (let n = 1; n <= 12; n++) {
    const id = `psc-filler-${n}-${suffix}`;
    const name = `${FILLER} ${String(n).padStart(2, '0')}`;
    await db.insert(users).values({ id, name, email: `filler-${n}-${suffix}@staff-courses.test`, role: 'distributor-junior', companyId: companyIds.C, createdAt: now, updatedAt: now });
  }
  const titled = (en: string, de: string) => ({ title_EN: en, title_DE: de, title_ES: '', title_FR: '', title_NL: '', title_PT: '' });
  const course = async (values: ReturnType<typeof titled>, published: boolean, sort: number) =>
    (await db.insert(courses).values({ ...values, published, sort }).returning({ id: courses.id }))[0]!.id;
  course1 = await course(titled(`Holiday testing ${suffix}`, `Porenprüfung ${suffix}`), true, 1);
  course2 = await course(titled(`Spark safety ${suffix}`, ''), true, 2);
  hidden = await course(titled(`Draft course ${suffix}`, ''), false, 3);

  const passedAt = new Date(Date.now() - 30 * 86_400_000);
  const validCert = await certificate('certJuniorA', course1, day(700));
  const expiredCert = await certificate('plusA', course1, day(-1));
  const bCert = await certificate('learnerB', course2, day(300));
  await db.insert(courseEnrolments).values([
    { courseId: course1, userId: idOf('certJuniorA'), companyId: companyIds.A, startedAt: passedAt, attemptCount: 1, lastScore: 92, passedAt, certificateId: validCert },
    { courseId: course1, userId: idOf('plusA'), companyId: companyIds.A, startedAt: passedAt, attemptCount: 2, lastScore: 85, passedAt, certificateId: expiredCert },
    { courseId: course2, userId: idOf('certJuniorA'), companyId: companyIds.A, startedAt: passedAt, attemptCount: 1, lastScore: 40 },
    { courseId: course2, userId: idOf('juniorA'), companyId: companyIds.A, startedAt: passedAt },
    { courseId: course1, userId: idOf('seniorA'), companyId: companyIds.A },
    { courseId: hidden, userId: idOf('disabledA'), companyId: companyIds.A },
    { courseId: course1, userId: idOf('learnerB'), companyId: companyIds.B, startedAt: passedAt, attemptCount: 1, lastScore: 30 },
    { courseId: course2, userId: idOf('learnerB'), companyId: companyIds.B, startedAt: passedAt, attemptCount: 1, lastScore: 100, passedAt, certificateId: bCert },
  ]);
});
afterAll(() => test.close());

describe('portal.courses as a collection of the company’s staff', () => {
  it('lists a distributor-senior their own company’s staff, people on no course included, each with their courses and statuses', async () => {
    const rows = await allRows('seniorA');
    expect(ids(rows)).toEqual(idsOf(A_STAFF));
    expect((await api('seniorA').list({})).total).toBe(A_STAFF.length);
    const text = JSON.stringify(rows);
    for (const who of B_STAFF) expect(text).not.toContain(email(who));
    expect(text).not.toContain(`TRN-S-${suffix}-learnerB`);
    expect(text).not.toContain(companyNames.B);

    const row = (who: Who) => rows.find((r) => r.id === idOf(who));
    expect(row('certJuniorA')).toMatchObject({ name: PEOPLE.certJuniorA.name, email: email('certJuniorA'), role: 'certified-junior', companyName: companyNames.A, disabled: false });
    expect(coursesOf(row('certJuniorA')).map((c) => [c.courseId, c.status, c.score])).toEqual([
      [course1, 'passed', 92],
      [course2, 'failed', 40],
    ]);
    expect(coursesOf(row('certJuniorA'))[0]).toMatchObject({
      title_EN: `Holiday testing ${suffix}`,
      title_DE: `Porenprüfung ${suffix}`,
      certificateNumber: `TRN-S-${suffix}-certJuniorA-${course1}`,
      expiresOn: day(700),
    });
    expect(coursesOf(row('plusA'))).toMatchObject([{ courseId: course1, status: 'expired', expiresOn: day(-1) }]);
    expect(coursesOf(row('juniorA'))).toMatchObject([{ courseId: course2, status: 'in-progress', score: null }]);
    expect(coursesOf(row('seniorA'))).toMatchObject([{ courseId: course1, status: 'not-started', certificateNumber: null, expiresOn: null }]);
    // A person on no course is a row of their own, with no courses.
    expect(coursesOf(row('certSeniorA'))).toEqual([]);
    expect(row('disabledA')).toMatchObject({ disabled: true });
  });

  it('shows a certified-senior the same company, and the other company’s senior only their own staff', async () => {
    expect(ids(await allRows('certSeniorA'))).toEqual(idsOf(A_STAFF));
    const rows = await allRows('seniorB');
    expect(ids(rows)).toEqual(idsOf(B_STAFF));
    expect(JSON.stringify(rows)).not.toContain(companyNames.A);
    expect(coursesOf(rows.find((r) => r.id === idOf('learnerB'))).map((c) => c.status)).toEqual(['failed', 'passed']);
  });

  it('gives an admin every company’s staff with the company’s name, and no account outside a company', async () => {
    const rows = await allRows('admin', { q: suffix });
    expect(ids(rows)).toEqual(expect.arrayContaining(idsOf([...A_STAFF, ...B_STAFF])));
    expect(new Set(rows.filter((r) => !String(r.name).startsWith(FILLER)).map((r) => r.companyName))).toEqual(new Set([companyNames.A, companyNames.B]));
    const everyone = ids(await allRows('admin'));
    for (const who of ['customer', 'user', 'admin'] as const) expect(everyone).not.toContain(idOf(who));
  });

  it('opens the company’s own staff member by id, and answers another company’s or an account outside a company as not found', async () => {
    expect(await api('seniorA').get({ id: idOf('juniorA') })).toMatchObject({ id: idOf('juniorA') });
    expect(await api('admin').get({ id: idOf('learnerB') })).toMatchObject({ id: idOf('learnerB') });
    const messages = new Set<string>();
    for (const id of [idOf('learnerB'), idOf('seniorB'), idOf('customer'), idOf('admin'), 'no-such-user']) {
      const error = await api('seniorA').get({ id }).then(() => null, (e: unknown) => e);
      expect((error as TRPCError).code, id).toBe('NOT_FOUND');
      messages.add((error as TRPCError).message);
    }
    expect([...messages]).toEqual(['Record not found.']);
    expect(await codeOf(api('seniorB').get({ id: idOf('certJuniorA') }))).toBe('NOT_FOUND');
    expect(await codeOf(api('admin').get({ id: idOf('customer') }))).toBe('NOT_FOUND');
  });

  it('"not enrolled" finds exactly the people on no course, or not on the chosen course', async () => {
    const notEnrolled = async (who: Who, filters: Record<string, string | number>) => ids(await allRows(who, { filters }));
    expect(await notEnrolled('seniorA', { status: 'not-enrolled' })).toEqual(idsOf(['certSeniorA']));
    expect(await notEnrolled('seniorB', { status: 'not-enrolled' })).toEqual(idsOf(['seniorB']));
    expect(await notEnrolled('seniorA', { status: 'not-enrolled', course: course1 })).toEqual(idsOf(['certSeniorA', 'juniorA', 'disabledA']));
    expect(await notEnrolled('seniorA', { status: 'not-enrolled', course: course2 })).toEqual(idsOf(['seniorA', 'certSeniorA', 'plusA', 'disabledA']));
    expect((await api('seniorA').list({ filters: { status: 'not-enrolled' } })).total).toBe(1);
  });

  it('filters by course and by status, the status on the chosen course', async () => {
    const found = async (filters: Record<string, string | number>) => ids(await allRows('seniorA', { filters }));
    expect(await found({ course: course1 })).toEqual(idsOf(['seniorA', 'certJuniorA', 'plusA']));
    expect(await found({ course: String(course2) })).toEqual(idsOf(['juniorA', 'certJuniorA']));
    expect(await found({ course: hidden })).toEqual(idsOf(['disabledA']));
    expect(await found({ status: 'failed' })).toEqual(idsOf(['certJuniorA']));
    expect(await found({ status: 'passed' })).toEqual(idsOf(['certJuniorA']));
    expect(await found({ status: 'expired' })).toEqual(idsOf(['plusA']));
    expect(await found({ status: 'not-started' })).toEqual(idsOf(['seniorA', 'disabledA']));
    expect(await found({ status: 'in-progress' })).toEqual(idsOf(['juniorA']));
    expect(await found({ course: course1, status: 'failed' })).toEqual([]);
    expect(await found({ course: course2, status: 'failed' })).toEqual(idsOf(['certJuniorA']));
    expect(ids(await allRows('seniorB', { filters: { course: course1, status: 'failed' } }))).toEqual(idsOf(['learnerB']));
  });

  it('offers as courses to filter by those open for enrolment and any the reader’s staff are on, titled in the reader’s language', async () => {
    const german = await api('certSeniorA', 'de').filterOptions({ field: 'course' });
    const mine = german.filter((option) => [course1, course2, hidden].includes(option.id));
    expect(mine).toEqual([
      { id: hidden, label: `Draft course ${suffix}` },
      { id: course1, label: `Porenprüfung ${suffix}` },
      { id: course2, label: `Spark safety ${suffix}` },
    ]);
    // Nobody at B is on the unpublished course: it is not offered there.
    expect((await api('seniorB').filterOptions({ field: 'course' })).map((option) => option.id)).toEqual(expect.arrayContaining([course1, course2]));
    expect((await api('seniorB').filterOptions({ field: 'course' })).map((option) => option.id)).not.toContain(hidden);
    for (const field of ['status', 'name', 'nope']) expect(await codeOf(api('seniorA').filterOptions({ field })), field).toBe('NOT_FOUND');
  });

  it('gives an admin list’s relation filter its choices from its own collection too: the first records of its lookup', async () => {
    const admin = callerAs(test, actors, 'admin', 'de').admin.resources.experts;
    const countries = await admin.filterOptions({ field: 'countryId' });
    expect(countries.length).toBeGreaterThan(0);
    expect(countries.every((option) => typeof option.id === 'number' && option.label.length > 0)).toBe(true);
    expect(await codeOf(callerAs(test, actors, 'seniorA').admin.resources.experts.filterOptions({ field: 'countryId' }))).toBe('FORBIDDEN');
  });

  it('searches the name, the e-mail and the member’s course titles in any language, within the company', async () => {
    const found = async (who: Who, q: string) => ids(await allRows(who, { q }));
    expect(await found('seniorA', 'astrid senior')).toEqual(idsOf(['seniorA']));
    expect(await found('seniorA', email('plusA'))).toEqual(idsOf(['plusA']));
    expect(await found('seniorA', `spark safety ${suffix}`)).toEqual(idsOf(['juniorA', 'certJuniorA']));
    expect(await found('seniorA', `porenprüfung ${suffix}`)).toEqual(idsOf(['seniorA', 'certJuniorA', 'plusA']));
    expect(await found('seniorA', PEOPLE.learnerB.name)).toEqual([]);
    expect(await found('seniorB', `spark safety ${suffix}`)).toEqual(idsOf(['learnerB']));
    expect((await api('seniorA').list({ q: '%' })).total).toBe(0);
    // A search keeps the filters: of those on the spark course, who failed.
    expect(ids(await allRows('seniorA', { q: `spark safety ${suffix}`, filters: { status: 'failed' } }))).toEqual(idsOf(['certJuniorA']));
  });

  it('sorts by name, e-mail and role, both ways', async () => {
    const order = async (input: { sort?: string; dir?: 'asc' | 'desc' }) => (await api('seniorA').list({ ...input, perPage: 25 })).rows.map((row) => row.id);
    const byName = [...A_STAFF].sort((a, b) => PEOPLE[a].name.localeCompare(PEOPLE[b].name)).map(idOf);
    expect(await order({})).toEqual(byName);
    expect(await order({ sort: 'name', dir: 'desc' })).toEqual([...byName].reverse());
    const byEmail = [...A_STAFF].sort((a, b) => email(a).localeCompare(email(b))).map(idOf);
    expect(await order({ sort: 'email', dir: 'asc' })).toEqual(byEmail);
    const roles = (await api('seniorA').list({ sort: 'role', dir: 'desc' })).rows.map((row) => String(row.role));
    expect(roles).toEqual([...roles].sort().reverse());
    expect(roles[0]).toBe('distributor-senior');
  });

  it('pages through a company’s staff without overlap', async () => {
    const page = async (n: number) => api('admin').list({ q: FILLER, page: n, perPage: 10 });
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(12);
    expect(first.rows.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${FILLER} ${String(i + 1).padStart(2, '0')}`));
    expect(second.rows.map((row) => row.name)).toEqual([`${FILLER} 11`, `${FILLER} 12`]);
    expect(second.rows.every((row) => coursesOf(row).length === 0)).toBe(true);
  });

  it('offers no add, change or delete (403), refuses roles without the permission (403) and visitors (401)', async () => {
    for (const who of ['seniorA', 'admin'] as const) {
      const courses = api(who);
      expect(await codeOf(courses.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(courses.update({ id: 1, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(courses.delete({ id: 1 })), who).toBe('FORBIDDEN');
      expect(await codeOf(courses.bulkDelete({ ids: [1] })), who).toBe('FORBIDDEN');
    }
    expect(ids(await allRows('seniorA'))).toEqual(idsOf(A_STAFF));
    for (const who of ['juniorA', 'certJuniorA', 'plusA', 'customer', 'user', null] as const) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const courses = api(who);
      expect(await codeOf(courses.list({})), `${who} list`).toBe(expected);
      expect(await codeOf(courses.get({ id: idOf('juniorA') })), `${who} get`).toBe(expected);
      expect(await codeOf(courses.filterOptions({ field: 'course' })), `${who} filterOptions`).toBe(expected);
      expect(await codeOf(courses.colleagues()), `${who} colleagues`).toBe(expected);
    }
  });

  it('answers bad input with 422, never a server error', async () => {
    const courses = api('seniorA') as unknown as Record<'list' | 'get' | 'filterOptions', (input: unknown) => Promise<unknown>>;
    const badLists = [
      null, 'text', { page: 0 }, { q: 'x'.repeat(101) }, { sort: 'courses' }, { sort: 'companyName' }, { dir: 'up' }, { perPage: 10_000 },
      { filters: { status: 'deleted' } }, { filters: { nope: 'x' } }, { filters: { course: 'abc' } }, { filters: { course: 0 } },
      { filters: { course: -1 } }, { filters: { course: 1.5 } }, { filters: { course: true } }, { filters: { course: '9'.repeat(20) } },
      { filters: { status: 'failed', course: 'abc' } },
    ];
    for (const input of badLists) expect(await codeOf(courses.list(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    for (const input of [undefined, null, {}, { id: '' }, { id: '   ' }, { id: 'x'.repeat(65) }, { id: 7 }, { id: ['a'] }]) {
      expect(await codeOf(courses.get(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
    for (const input of [undefined, null, {}, { field: '' }, { field: 'x'.repeat(65) }, { field: 3 }]) {
      expect(await codeOf(courses.filterOptions(input)), JSON.stringify(input)).toBe('UNPROCESSABLE_CONTENT');
    }
  });
});

describe('portal.courses.colleagues (the enrol dialog’s choices)', () => {
  it('offers the active members of the reader’s company with the courses they are on; an admin, every company’s', async () => {
    const mine = await api('seniorA').colleagues();
    expect(mine.map((c) => c.id).sort()).toEqual(idsOf(['seniorA', 'certSeniorA', 'juniorA', 'certJuniorA', 'plusA']));
    expect(mine.find((c) => c.id === idOf('certJuniorA'))).toEqual({ id: idOf('certJuniorA'), name: PEOPLE.certJuniorA.name, companyName: companyNames.A, courseIds: expect.arrayContaining([course1, course2]) });
    expect(mine.find((c) => c.id === idOf('certSeniorA'))!.courseIds).toEqual([]);
    expect((await api('seniorB').colleagues()).map((c) => c.id).sort()).toEqual(idsOf(B_STAFF));
    const all = (await api('admin').colleagues()).map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining(idsOf(['seniorA', 'learnerB'])));
    expect(all).not.toContain(idOf('disabledA'));
    expect(all).not.toContain(idOf('customer'));
  });
});
