import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { certificates, courseEnrolments, courses } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /account/courses as a read-only owner collection (account.courses.list; `get` stays the course page by course id),
 * through the real router on the seeded demo data: customer@demo.test passed one course and is enrolled on another
 * not yet taken. Everyone, admins included, lists only their own enrolments; anyone else's course is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const EMAILS = ['customer', 'user', 'admin', 'certified-senior-plus'];
let mine: { id: number; courseId: number }[] = [];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).account.courses;
}


beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  mine = await db.select({ id: courseEnrolments.id, courseId: courseEnrolments.courseId }).from(courseEnrolments).where(eq(courseEnrolments.userId, actors.get('customer')!.id));
  expect(mine.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => test.close());

describe('account.courses (the learner\'s courses collection)', () => {
  it("lists the learner's own courses in the catalogue's order, with the course page's title, status and score", async () => {
    const page = await caller('customer').list({});
    expect(page.total).toBe(mine.length);
    expect(page.rows.map((row) => row.id).sort()).toEqual(mine.map((row) => row.id).sort());
    expect(page.rows.map((row) => row.status).sort()).toEqual(['not-started', 'passed']);
    for (const row of page.rows) {
      const course = await caller('customer').get({ courseId: Number(row.courseId) });
      expect(row).toMatchObject({ courseId__label: course.title, status: course.status, lastScore: course.score });
    }
    const order = await test.deps.db.select({ id: courses.id, sort: courses.sort }).from(courses);
    const sorts = page.rows.map((row) => order.find((c) => c.id === row.courseId)!.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it("names the course in the reader's language", async () => {
    const [english, german] = await Promise.all([caller('customer', 'en').list({}), caller('customer', 'de').list({})]);
    expect(german.rows.map((row) => row.courseId__label)).not.toEqual(english.rows.map((row) => row.courseId__label));
  });

  it("answers someone else's course as not found: another customer, and an admin (whose account is their own)", async () => {
    const courseId = mine[0]!.courseId;
    for (const who of ['user', 'admin']) {
      expect(await codeOf(caller(who).get({ courseId })), who).toBe('NOT_FOUND');
      expect((await caller(who).list({ perPage: 100 })).rows.map((row) => row.id), who).not.toContain(mine[0]!.id);
    }
  });

  it('offers no create, update or delete (enrolments change through the course flow): 403', async () => {
    const id = mine[0]!.id;
    for (const who of ['customer', 'admin']) {
      const api = caller(who);
      expect(await codeOf(api.create({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.update({ id, data: {} })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.delete({ id })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.bulkDelete({ ids: [id] })), who).toBe('FORBIDDEN');
    }
    expect(await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, id))).toHaveLength(1);
  });

  it('refuses a role without the account (403) and visitors (401)', async () => {
    expect(await codeOf(caller('certified-senior-plus').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(caller(null).list({}))).toBe('UNAUTHORIZED');
  });

  it('finds a course by its title, filters by status and sorts by score', async () => {
    const all = await caller('customer').list({});
    const passed = all.rows.find((row) => row.status === 'passed')!;
    const word = String(passed.courseId__label).split(' ')[0]!;
    const found = await caller('customer').list({ q: word.toLowerCase() });
    expect(found.rows.map((row) => row.id)).toContain(passed.id);
    expect((await caller('customer').list({ q: 'no such course title' })).rows).toEqual([]);
    expect((await caller('user').list({ q: word })).rows).toEqual([]);
    const onlyPassed = await caller('customer').list({ filters: { status: 'passed' } });
    expect(onlyPassed.rows.map((row) => row.id)).toEqual([passed.id]);
    expect(await codeOf(caller('customer').list({ filters: { status: 'finished' } }))).toBe('UNPROCESSABLE_CONTENT');
    const byScore = await caller('customer').list({ sort: 'lastScore', dir: 'desc' });
    expect(byScore.rows[0]!.id).toBe(passed.id);
  });

  it('calls a pass whose certificate expired "expired", as the course page does', async () => {
    const passed = (await caller('customer').list({ filters: { status: 'passed' } })).rows[0]!;
    await test.deps.db.update(certificates).set({ expiresOn: '2020-01-31' }).where(eq(certificates.courseId, Number(passed.courseId)));
    const expired = await caller('customer').list({ filters: { status: 'expired' } });
    expect(expired.rows.map((row) => row.id)).toEqual([passed.id]);
    expect((await caller('customer').get({ courseId: Number(passed.courseId) })).status).toBe('expired');
  });

  it('withdraws an unpublished course from its learners', async () => {
    const courseId = mine[0]!.courseId;
    await test.deps.db.update(courses).set({ published: false }).where(eq(courses.id, courseId));
    const page = await caller('customer').list({});
    expect(page.rows.map((row) => row.courseId)).not.toContain(courseId);
    expect(page.total).toBe(mine.length - 1);
    expect(await codeOf(caller('customer').get({ courseId }))).toBe('NOT_FOUND');
  });
});
