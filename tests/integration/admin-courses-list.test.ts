import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { courseEnrolments, courseQuestions, courses } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/courses/courses as a collection (admin.courses.list/get; no generic create, update or delete) beside its
 * workflows (create, save, the participants' procedures), through the real router on the seeded demo data. This file
 * writes 30 courses of its own ("Paging course 01" … "30", sort 1001 … 1030, every third one published) and gives the
 * first two questions and a learner.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const PAGED = 30;
const ids: number[] = [];

const api = (who: string | null, locale: 'en' | 'de' = 'en') => callerAs(test, actors, who, locale).admin.courses;
const titles = (rows: readonly ResourceRow[]) => rows.map((row) => row.title);
const paging = (n: number) => `Paging course ${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'customer', 'distributor-senior', 'user']);
  const rows = await db
    .insert(courses)
    .values(
      Array.from({ length: PAGED }, (_, index) => ({
        title_EN: paging(index + 1),
        // Only some are translated: the German reader sees the English title of the others.
        title_DE: index === 0 ? 'Blätterkurs Eins' : '',
        hours: String(PAGED - index),
        published: index % 3 === 0,
        sort: 1001 + index,
      })),
    )
    .returning({ id: courses.id });
  ids.push(...rows.map((row) => row.id));
  await db.insert(courseQuestions).values([{ courseId: ids[0]!, text_EN: 'First?' }, { courseId: ids[0]!, text_EN: 'Second?' }]);
  await db.insert(courseEnrolments).values({ courseId: ids[0]!, userId: actors.get('customer')!.id });
  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.courses as the admin courses collection', () => {
  it('lists every course in the order learners see them, with its status, hours and its questions and learners counted', async () => {
    const { rows, total } = await api('admin').list({ q: 'Paging course', perPage: 50 });
    expect(total).toBe(PAGED);
    expect(titles(rows)).toEqual(Array.from({ length: PAGED }, (_, index) => paging(index + 1)));
    expect(rows[0]).toMatchObject({ id: ids[0], title: paging(1), title_DE: 'Blätterkurs Eins', published: true, hours: '30', questionCount: 2, enrolments: 1, sort: 1001 });
    expect(rows[1]).toMatchObject({ published: false, questionCount: 0, enrolments: 0 });
    expect(typeof rows[0]!.updatedAt).toBe('string');
    // The seeded demo courses come first (their order is lower): the whole list holds them and ours.
    const whole = await api('admin').list({ perPage: 100 });
    expect(whole.total).toBeGreaterThan(PAGED);
    expect(whole.rows.map((row) => row.sort)).toEqual([...whole.rows.map((row) => Number(row.sort))].sort((a, b) => a - b));
  });

  it('finds a course by a part of its title in any language, in any case', async () => {
    expect(titles((await api('admin').list({ q: 'paging COURSE 0' })).rows)).toHaveLength(9);
    expect(titles((await api('admin').list({ q: 'blätterkurs' })).rows)).toEqual([paging(1)]);
    expect((await api('admin').list({ q: 'no course is called this' })).total).toBe(0);
    // LIKE's own characters are taken as they are.
    expect((await api('admin').list({ q: '%_' })).total).toBe(0);
  });

  it('filters published courses and drafts, and sorts by hours (as numbers), learners and order', async () => {
    const published = await api('admin').list({ q: 'Paging course', filters: { status: 'published' }, perPage: 50 });
    expect(published.total).toBe(10);
    expect(published.rows.every((row) => row.published === true)).toBe(true);
    const drafts = await api('admin').list({ q: 'Paging course', filters: { status: 'draft' }, perPage: 50 });
    expect(drafts.total).toBe(20);
    const byHours = await api('admin').list({ q: 'Paging course', sort: 'hours', perPage: 50 });
    // "1" … "30" as numbers: "3" comes before "10".
    expect(byHours.rows.map((row) => row.hours)).toEqual(Array.from({ length: PAGED }, (_, index) => String(index + 1)));
    const byLearners = await api('admin').list({ q: 'Paging course', sort: 'enrolments', dir: 'desc' });
    expect(byLearners.rows[0]!.id).toBe(ids[0]);
    const orderDesc = await api('admin').list({ q: 'Paging course', sort: 'sort', dir: 'desc' });
    expect(orderDesc.rows[0]!.title).toBe(paging(PAGED));
  });

  it('pages through the courses without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api('admin').list({ q: 'Paging course', perPage: 10, page });
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.total)).toEqual([PAGED, PAGED, PAGED]);
    expect(pages.flatMap((page) => titles(page.rows))).toEqual(Array.from({ length: PAGED }, (_, index) => paging(index + 1)));
    const past = await pageOf(9);
    expect(past.page).toBe(3);
    expect(titles(past.rows)).toEqual(titles(pages[2]!.rows));
  });

  it("opens a course as its editor shows it, and an unknown id is 404; the participants' course choices name courses in the reader's language", async () => {
    expect(await api('admin').get({ id: ids[0]! })).toMatchObject({ id: ids[0], title_EN: paging(1), title_DE: 'Blätterkurs Eins', enrolments: 1 });
    expect(await codeOf(api('admin').get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.courses.get', { id: 99_999_999 })).status).toBe(404);
    const german = await callerAs(test, actors, 'admin', 'de').admin.enrolments.filterOptions({ field: 'course' });
    expect(german.find((choice) => choice.id === ids[0])?.label).toBe('Blätterkurs Eins');
    expect(german.find((choice) => choice.id === ids[1])?.label).toBe(paging(2));
  });

  it('adds a course through its workflow, which the list then shows as a draft', async () => {
    const created = await api('admin').create({ title_EN: 'Paging course, the added one' });
    const { rows } = await api('admin').list({ q: 'the added one' });
    expect(rows).toEqual([expect.objectContaining({ id: created.id, published: false, questionCount: 0, enrolments: 0 })]);
    await test.deps.db.delete(courses).where(inArray(courses.id, [created.id]));
  });

  it('refuses a distributor and a customer (403) and a visitor (401) on every procedure of the collection', async () => {
    for (const who of ['distributor-senior', 'customer', 'user']) {
      expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).get({ id: ids[0]! })), who).toBe('FORBIDDEN');
      expect(await codeOf(api(who).filterOptions({ field: 'status' })), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api(null).get({ id: ids[0]! }))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.courses.list', {})).status).toBe(401);
  });

  it('offers no generic record editing: update, delete and bulk delete are refused to the admin too, and nothing changes', async () => {
    const before = await test.deps.db.select().from(courses).where(inArray(courses.id, ids.slice(0, 2)));
    expect(await codeOf(api('admin').update({ id: ids[0]!, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').delete({ id: ids[0]! }))).toBe('FORBIDDEN');
    expect(await codeOf(api('admin').bulkDelete({ ids: ids.slice(0, 2) }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.courses.delete', { id: ids[0] })).status).toBe(403);
    expect(await test.deps.db.select().from(courses).where(inArray(courses.id, ids.slice(0, 2)))).toEqual(before);
  });

  it('answers bad input with a 422 naming the field, never a 500', async () => {
    const bad: unknown[] = [
      { filters: { status: 'archived' } },
      { filters: { published: true } },
      { sort: 'title' },
      { sort: 'description_EN' },
      { perPage: 7 },
      { page: 0 },
      { q: 'x'.repeat(101) },
      { filters: 'status' },
    ];
    for (const input of bad) {
      const answer = await admin.query('admin.courses.list', input);
      expect(answer.status, JSON.stringify(input)).toBe(422);
    }
    for (const input of [{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}]) {
      expect((await admin.query('admin.courses.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
