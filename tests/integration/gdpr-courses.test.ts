import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GdprExport } from '../../src/shared/logs/gdpr.schema';
import { certificates, courseAttempts, courseEnrolments, courseVideoProgress, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * GDPR and the training courses, on the demo seed: customer@demo.test passed the holiday detector course on the second
 * attempt (58 %, then 91 %), watched its video to the end and holds its training certificate, and is enrolled in the
 * spark testing course without having started it.
 */
type CourseExport = GdprExport & {
  courseEnrolments: Array<Record<string, unknown>>;
  courseAttempts: Array<Record<string, unknown>>;
  courseVideoProgress: Array<Record<string, unknown>>;
};

let test: TestApp;
let admin: HttpClient;
let customerId: string;
let customerName: string;
let enrolmentIds: number[];

const enrolmentCount = async () => (await test.deps.db.select({ n: count() }).from(courseEnrolments))[0]!.n;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '192.0.2.120');
  await admin.signIn('admin@demo.test');
  const [customer] = await test.deps.db.select().from(users).where(eq(users.email, 'customer@demo.test'));
  customerId = customer!.id;
  customerName = customer!.name;
  enrolmentIds = (await test.deps.db.select({ id: courseEnrolments.id }).from(courseEnrolments).where(eq(courseEnrolments.userId, customerId))).map((row) => row.id);
});
afterAll(() => test.close());

describe('GDPR and the training courses', () => {
  it("exports the learner's enrolments, attempts, video progress and training certificate", async () => {
    const answer = await admin.mutation('admin.logs.gdpr.export', { userId: customerId });
    expect(answer.status).toBe(200);
    const exported = answer.json.result?.data as CourseExport;

    expect(exported.courseEnrolments).toHaveLength(2);
    const passed = exported.courseEnrolments.find((row) => row.passedAt !== null)!;
    expect(passed).toMatchObject({ attemptCount: 2, lastScore: 91, certificate: expect.stringMatching(/^TRN-/) });
    expect(passed.course).toMatch(/holiday/i);
    expect(typeof passed.enrolledAt).toBe('string');
    expect(typeof passed.startedAt).toBe('string');
    const notStarted = exported.courseEnrolments.find((row) => row.passedAt === null)!;
    expect(notStarted).toMatchObject({ startedAt: null, attemptCount: 0, lastScore: null, certificate: null });
    expect(notStarted.course).toMatch(/spark/i);

    expect(exported.courseAttempts).toHaveLength(2);
    // Newest first: the pass, then the failed first attempt.
    expect(exported.courseAttempts.map((row) => [row.score, row.passed])).toEqual([[91, true], [58, false]]);
    for (const attempt of exported.courseAttempts) {
      expect(attempt.course).toBe(passed.course);
      expect(new Date(String(attempt.submittedAt)).getTime()).toBeGreaterThan(new Date(String(attempt.startedAt)).getTime());
    }
    // The answers given are the learner's (12 questions, each with the answers chosen, as words).
    const given = exported.courseAttempts[0]!.answers as Array<{ question: string; chosen: string[] }>;
    expect(given).toHaveLength(12);
    expect(given.every((row) => row.question.length > 10 && row.chosen.length > 0 && !row.chosen.some((c) => c.startsWith('#')))).toBe(true);
    // Server-only data stays out: the frozen questions and which answers were correct.
    expect(JSON.stringify(exported.courseAttempts)).not.toContain('"drawn"');
    expect(JSON.stringify(exported.courseAttempts)).not.toContain('"correct"');

    expect(exported.courseVideoProgress).toEqual([expect.objectContaining({ course: passed.course, completed: true })]);
    expect(exported.certificates).toContainEqual(
      expect.objectContaining({ kind: 'training', number: passed.certificate, content: expect.objectContaining({ learner: expect.objectContaining({ name: customerName }) }) }),
    );
  });

  it('erasure deletes the enrolments, attempts and video progress and keeps the training certificate without the name', async () => {
    const before = await enrolmentCount();
    expect(enrolmentIds).toHaveLength(2);
    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: customerId })).status).toBe(200);

    expect(await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, customerId))).toEqual([]);
    expect(await test.deps.db.select().from(courseAttempts).where(eq(courseAttempts.userId, customerId))).toEqual([]);
    expect(await test.deps.db.select().from(courseAttempts).where(inArray(courseAttempts.enrolmentId, enrolmentIds))).toEqual([]);
    expect(await test.deps.db.select().from(courseVideoProgress).where(inArray(courseVideoProgress.enrolmentId, enrolmentIds))).toEqual([]);
    // Only this learner's: the other demo learners keep theirs.
    expect(await enrolmentCount()).toBe(before - 2);

    const kept = await test.deps.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.holderId, customerId), eq(certificates.kind, 'training')));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.courseId).not.toBeNull();
    expect(kept[0]!.content).not.toContain(customerName);
    expect(JSON.parse(kept[0]!.content).learner.name).toBe('Erased user');

    const exported = (await admin.mutation('admin.logs.gdpr.export', { userId: customerId })).json.result?.data as CourseExport;
    expect(exported.courseEnrolments).toEqual([]);
    expect(exported.courseAttempts).toEqual([]);
    expect(exported.courseVideoProgress).toEqual([]);
  });
});
