import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptSheet, AttemptView, CourseDetail, TestPageView } from '../../src/shared/courses/learner.types';
import { courseAnswers, courseAttempts, courseEnrolments, courseQuestions, courses, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';

/**
 * Issue 27, item 3: a course attempt starts only by the explicit `start` mutation, never by loading, reloading or going
 * back to a page; a submitted attempt read again shows its results; the daily limit counts started attempts only.
 * A course of three questions, two attempts a day, taken by customer@demo.test.
 */
let test: TestApp;
let learner: HttpClient;
let other: HttpClient;
let courseId = 0;
let enrolmentId = 0;
const correctOf = new Map<number, number[]>();

const data = <T>(answer: { json: TrpcAnswer }) => answer.json.result?.data as T;
const six = (base: string, text: string) => Object.fromEntries(['DE', 'EN', 'ES', 'FR', 'NL', 'PT'].map((l) => [`${base}_${l}`, l === 'EN' ? text : `${text} (${l})`]));

async function makeCourse() {
  const db = test.deps.db;
  const [course] = await db
    .insert(courses)
    .values({ ...six('title', 'Back-button safety'), ...six('description', 'Navigation never costs an attempt.'), hours: '1', passingScore: 100, attemptsPerDay: 2, validityMonths: 12, published: true, sort: 98 })
    .returning();
  courseId = course!.id;
  for (const [index, text] of ['First?', 'Second?', 'Third?'].entries()) {
    const [question] = await db.insert(courseQuestions).values({ courseId, ...six('text', text), ...six('explanation', 'Because.'), sort: index }).returning();
    const rows = await db
      .insert(courseAnswers)
      .values([true, false].map((correct, sort) => ({ questionId: question!.id, ...six('text', correct ? 'Right' : 'Wrong'), correct, sort })))
      .returning();
    correctOf.set(question!.id, rows.filter((row) => row.correct).map((row) => row.id));
  }
  const [user] = await db.select().from(users).where(eq(users.email, 'customer@demo.test'));
  const [enrolment] = await db.insert(courseEnrolments).values({ courseId, userId: user!.id }).returning();
  enrolmentId = enrolment!.id;
}

const attemptsInDb = async () => (await test.deps.db.select().from(courseAttempts).where(eq(courseAttempts.enrolmentId, enrolmentId))).length;
const attemptsLeft = async () => data<CourseDetail>(await learner.query('account.courses.get', { courseId })).test.attemptsLeftToday;
/** Every question answered wrongly: a fail, so a retake stays possible. */
const wrongly = (sheet: AttemptSheet) =>
  sheet.questions.map((question) => ({ questionId: question.id, answerIds: [question.answers.find((a) => !correctOf.get(question.id)!.includes(a.id))!.id] }));

beforeAll(async () => {
  test = await createTestApp();
  await makeCourse();
  learner = new HttpClient(test, '192.0.2.120');
  await learner.signIn('customer@demo.test');
  other = new HttpClient(test, '192.0.2.121');
  await other.signIn('user@demo.test');
});
afterAll(() => test.close());

describe('course attempts survive navigation', () => {
  let first: AttemptSheet;

  it('loading the test page (its address and its query) shows the start screen and creates no attempt', async () => {
    const page = await learner.get(`/account/courses/${courseId}/test`);
    expect(page.status).toBe(200);
    for (let load = 0; load < 3; load++) {
      const answer = await learner.query('account.courses.test', { courseId });
      expect(answer.status).toBe(200);
      const view = data<TestPageView>(answer);
      expect(view.state).toBe('ready');
      if (view.state !== 'ready') return;
      expect(view.intro).toMatchObject({ courseId, courseTitle: 'Back-button safety', questionCount: 3, passingScore: 100, minutesAllowed: 180, latestResultId: null });
      expect(view.intro.test).toMatchObject({ canStart: true, openAttemptId: null, attemptsPerDay: 2, attemptsLeftToday: 2 });
    }
    expect(await attemptsInDb()).toBe(0);
    expect(await attemptsLeft()).toBe(2);
    expect((await other.query('account.courses.test', { courseId })).status).toBe(404);
    expect((await learner.query('account.courses.test', { courseId: 'x' })).status).toBe(422);
  });

  it('starts an attempt only by the explicit mutation; reloading resumes the same attempt and questions', async () => {
    // A GET of the mutation (a link, a prefetch, a crawler) is refused and starts nothing.
    expect((await learner.query('account.courses.start', { courseId })).status).toBe(405);
    expect(await attemptsInDb()).toBe(0);
    const started = await learner.mutation('account.courses.start', { courseId });
    expect(started.status).toBe(200);
    first = data<AttemptSheet>(started);
    expect(await attemptsLeft()).toBe(1);

    const reloaded = data<TestPageView>(await learner.query('account.courses.test', { courseId }));
    expect(reloaded.state).toBe('open');
    if (reloaded.state !== 'open') return;
    expect(reloaded.sheet.attemptId).toBe(first.attemptId);
    expect(reloaded.sheet.questions).toEqual(first.questions);
    const attempt = data<AttemptView>(await learner.query('account.courses.attempt', { attemptId: first.attemptId }));
    expect(attempt).toEqual({ state: 'open', sheet: first });
    expect(await attemptsInDb()).toBe(1);
    expect(await attemptsLeft()).toBe(1);
    expect((await other.query('account.courses.attempt', { attemptId: first.attemptId })).status).toBe(404);
  });

  it('reading a submitted attempt again (Back, a reload) returns its results and opens no new attempt', async () => {
    const submitted = await learner.mutation('account.courses.submit', { attemptId: first.attemptId, answers: wrongly(first) });
    expect(submitted.status).toBe(200);
    for (let load = 0; load < 3; load++) {
      const answer = await learner.query('account.courses.attempt', { attemptId: first.attemptId });
      expect(answer.status).toBe(200);
      const view = data<AttemptView>(answer);
      expect(view.state).toBe('submitted');
      if (view.state !== 'submitted') return;
      expect(view.result).toMatchObject({ attemptId: first.attemptId, courseId, score: 0, passed: false, questionCount: 3, correctCount: 0 });
      expect(view.result.wrong).toHaveLength(3);
    }
    const page = data<TestPageView>(await learner.query('account.courses.test', { courseId }));
    expect(page.state).toBe('ready');
    if (page.state !== 'ready') return;
    expect(page.intro.latestResultId).toBe(first.attemptId);
    expect(page.intro.test).toMatchObject({ openAttemptId: null, attemptsLeftToday: 1, canStart: true });
    expect(await attemptsInDb()).toBe(1);
  });

  it('counts only started attempts towards the daily limit, however often the pages are loaded', async () => {
    const retake = data<AttemptSheet>(await learner.mutation('account.courses.start', { courseId }));
    expect(retake.attemptId).not.toBe(first.attemptId);
    expect(await attemptsLeft()).toBe(0);
    expect((await learner.mutation('account.courses.exit', { attemptId: retake.attemptId })).status).toBe(200);
    const closed = data<AttemptView>(await learner.query('account.courses.attempt', { attemptId: retake.attemptId }));
    expect(closed).toEqual({ state: 'closed', courseId, courseTitle: 'Back-button safety', reason: 'exited' });

    for (let load = 0; load < 3; load++) {
      await learner.query('account.courses.test', { courseId });
      await learner.query('account.courses.attempt', { attemptId: first.attemptId });
      await learner.query('account.courses.result', { attemptId: first.attemptId });
      await learner.get(`/account/courses/${courseId}/test/${first.attemptId}`);
    }
    expect(await attemptsInDb()).toBe(2);
    const page = data<TestPageView>(await learner.query('account.courses.test', { courseId }));
    expect(page.state).toBe('ready');
    if (page.state !== 'ready') return;
    expect(page.intro.test).toMatchObject({ canStart: false, reason: 'limit', attemptsLeftToday: 0 });
    expect((await learner.mutation('account.courses.start', { courseId })).status).toBe(429);
    expect(await attemptsInDb()).toBe(2);
  });
});
