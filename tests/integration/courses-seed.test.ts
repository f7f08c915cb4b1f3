import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, certificateState } from '../../src/shared/certificates/states';
import { isoDay } from '../../src/shared/format/iso-days';
import { LOCALE_CODES, LOCALES } from '../../src/shared/locales';
import {
  certificates,
  courseAnswers,
  courseAttempts,
  courseDocuments,
  courseEnrolments,
  courseQuestions,
  courses,
  courseVideoCaptions,
  courseVideoProgress,
  courseVideos,
  files,
  users,
} from '../../src/server/db/schema';
import { parseDrawn, parseSubmitted, scoreOf } from '../../src/server/features/courses/drawn';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';

/** The demo training courses of DECISIONS.md "Demo data for the service lifecycle and the portal" (issue 11). */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const db = () => test.deps.db;

async function fileBytes(fileId: number) {
  const [file] = await db().select().from(files).where(eq(files.id, fileId));
  const bytes = await test.deps.storage.getBytes(file!.storageKey);
  return { file: file!, bytes: bytes! };
}

const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;

describe('the demo courses', () => {
  it('are two published courses, each with at least 10 questions fully translated and answerable', async () => {
    const list = await db().select().from(courses).where(eq(courses.published, true)).orderBy(asc(courses.sort));
    expect(list).toHaveLength(2);
    for (const course of list) {
      for (const code of LOCALE_CODES) {
        expect(course[`title_${code}`], `${course.id} title_${code}`).not.toBe('');
        expect(course[`description_${code}`], `${course.id} description_${code}`).not.toBe('');
      }
      // Real translations: the German title is not the English one.
      expect(course.title_DE).not.toBe(course.title_EN);
      const questions = await db().select().from(courseQuestions).where(eq(courseQuestions.courseId, course.id));
      expect(questions.length).toBeGreaterThanOrEqual(10);
      if (course.questionsPerAttempt !== null) expect(course.questionsPerAttempt).toBeLessThanOrEqual(questions.length);
      const answers = await db().select().from(courseAnswers).where(inArray(courseAnswers.questionId, questions.map((q) => q.id)));
      let severalCorrect = 0;
      for (const question of questions) {
        for (const code of LOCALE_CODES) {
          expect(question[`text_${code}`], `question ${question.id} text_${code}`).not.toBe('');
          expect(question[`explanation_${code}`], `question ${question.id} explanation_${code}`).not.toBe('');
        }
        const own = answers.filter((a) => a.questionId === question.id);
        expect(own.length).toBeGreaterThanOrEqual(3);
        expect(own.length).toBeLessThanOrEqual(5);
        const correct = own.filter((a) => a.correct).length;
        expect(correct, `question ${question.id}`).toBeGreaterThanOrEqual(1);
        expect(correct).toBeLessThan(own.length);
        if (correct > 1) severalCorrect += 1;
        for (const answer of own) for (const code of LOCALE_CODES) expect(answer[`text_${code}`], `answer ${answer.id} ${code}`).not.toBe('');
      }
      expect(severalCorrect).toBeGreaterThanOrEqual(3);
    }
  });

  it('each have two real PDF documents with titles in six languages', async () => {
    for (const course of await db().select().from(courses)) {
      const documents = await db().select().from(courseDocuments).where(eq(courseDocuments.courseId, course.id));
      expect(documents).toHaveLength(2);
      for (const document of documents) {
        for (const code of LOCALE_CODES) expect(document[`title_${code}`]).not.toBe('');
        const { file, bytes } = await fileBytes(document.fileId);
        expect(file.contentType).toBe('application/pdf');
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
        expect(text).toContain('Voltara Test Equipment Ltd');
        expect(text.length).toBeGreaterThan(800);
      }
    }
  });

  it('each have a short WebM (VP8) video with a poster and WebVTT captions in the six languages', async () => {
    const videos = await db().select().from(courseVideos);
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video.durationSeconds).toBeGreaterThanOrEqual(20);
      expect(video.durationSeconds).toBeLessThanOrEqual(40);
      for (const code of LOCALE_CODES) expect(video[`title_${code}`]).not.toBe('');
      const { file, bytes } = await fileBytes(video.fileId);
      expect(file.contentType).toBe('video/webm');
      expect(file.name).toMatch(/\.webm$/);
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(Buffer.from(bytes).includes('V_VP8')).toBe(true);
      expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);

      const poster = await fileBytes(video.posterFileId!);
      expect(poster.file.contentType).toBe('image/png');
      expect(poster.file.width).toBe(640);

      const captions = await db().select().from(courseVideoCaptions).where(eq(courseVideoCaptions.videoId, video.id));
      expect(captions.map((c) => c.locale).sort()).toEqual([...LOCALES]);
      const texts = new Set<string>();
      for (const caption of captions) {
        const track = await fileBytes(caption.fileId);
        expect(track.file.contentType).toBe('text/vtt');
        const text = new TextDecoder().decode(track.bytes);
        expect(text.startsWith('WEBVTT')).toBe(true);
        // The cues end with the video.
        const ends = [...text.matchAll(/--> (\d\d):(\d\d):(\d\d)\.000/g)].map((m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]));
        expect(Math.max(...ends)).toBe(video.durationSeconds);
        texts.add(text);
      }
      expect(texts.size).toBe(6); // six different languages, not one text six times
    }
  });
});

describe("the demo learners' enrolments", () => {
  it('customer@demo.test passed one course (58 %, then 91 %) and holds a valid training certificate for it', async () => {
    const customer = await userByEmail('customer@demo.test');
    const [passed] = await db()
      .select({ enrolment: courseEnrolments, course: courses })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .where(and(eq(courseEnrolments.userId, customer.id), isNotNull(courseEnrolments.passedAt)));
    const { enrolment, course } = passed!;
    expect(enrolment).toMatchObject({ attemptCount: 2, lastScore: 91 });
    expect(enrolment.startedAt).not.toBeNull();
    expect(enrolment.lastAttemptAt?.getTime()).toBe(enrolment.passedAt?.getTime());

    const attempts = await db().select().from(courseAttempts).where(eq(courseAttempts.enrolmentId, enrolment.id)).orderBy(asc(courseAttempts.startedAt));
    expect(attempts.map((a) => [a.score, a.passed])).toEqual([[58, false], [91, true]]);
    const questionIds = new Set((await db().select({ id: courseQuestions.id }).from(courseQuestions).where(eq(courseQuestions.courseId, course.id))).map((q) => q.id));
    const correctIds = new Set((await db().select({ id: courseAnswers.id }).from(courseAnswers).where(eq(courseAnswers.correct, true))).map((a) => a.id));
    for (const attempt of attempts) {
      expect(attempt.submittedAt).not.toBeNull();
      const drawn = parseDrawn(attempt.drawn);
      expect(drawn).toHaveLength(course.questionsPerAttempt ?? questionIds.size);
      for (const question of drawn) {
        expect(questionIds.has(question.q)).toBe(true);
        expect(question.c.every((id) => question.a.includes(id) && correctIds.has(id))).toBe(true);
      }
      expect(scoreOf(drawn, parseSubmitted(attempt.answers)).score).toBe(attempt.score);
    }
    const passedOn = attempts[1]!.submittedAt!.toISOString().slice(0, 10);
    expect(enrolment.passedAt!.toISOString().slice(0, 10)).toBe(passedOn);
    expect(passedOn).toBe(addMonths(isoDay(), -5));

    const progress = await db().select().from(courseVideoProgress).where(eq(courseVideoProgress.enrolmentId, enrolment.id));
    expect(progress).toHaveLength(1);
    expect(progress[0]!.completed).toBe(true);

    const [certificate] = await db().select().from(certificates).where(eq(certificates.id, enrolment.certificateId!));
    expect(certificate).toMatchObject({ kind: 'training', holderId: customer.id, courseId: course.id, issuedOn: passedOn, revokedAt: null, supersededById: null });
    expect(certificate!.number).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    expect(certificate!.expiresOn).toBe(addMonths(passedOn, course.validityMonths));
    expect(certificateState(certificate!, isoDay())).toBe('valid');
    const content = JSON.parse(certificate!.content) as { learner: { name: string }; course: { title: string; hours: string }; passedOn: string; scorePct: number };
    expect(content).toMatchObject({ learner: { name: customer.name }, course: { title: course.title_EN, hours: course.hours }, passedOn, scorePct: 91 });
  });

  it('customer@demo.test is enrolled in the other course and has not started it', async () => {
    const customer = await userByEmail('customer@demo.test');
    const rows = await db().select().from(courseEnrolments).where(eq(courseEnrolments.userId, customer.id));
    expect(rows).toHaveLength(2);
    const untouched = rows.find((row) => row.passedAt === null)!;
    expect(untouched).toMatchObject({ startedAt: null, attemptCount: 0, lastScore: null, lastAttemptAt: null, certificateId: null });
    expect(await db().select().from(courseAttempts).where(eq(courseAttempts.enrolmentId, untouched.id))).toEqual([]);
    expect(await db().select().from(courseVideoProgress).where(eq(courseVideoProgress.enrolmentId, untouched.id))).toEqual([]);
  });

  it("gives both portal companies staff enrolments, each marked with the learner's own company", async () => {
    const rows = await db()
      .select({ enrolment: courseEnrolments, email: users.email, userCompany: users.companyId })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .where(isNotNull(courseEnrolments.companyId));
    for (const row of rows) expect(row.enrolment.companyId).toBe(row.userCompany);
    const nordhavn = rows.filter((row) => !row.email.startsWith('other-'));
    const iberia = rows.filter((row) => row.email.startsWith('other-'));
    expect(nordhavn.length).toBeGreaterThanOrEqual(3);
    expect(iberia.length).toBeGreaterThanOrEqual(1);
    expect(new Set(nordhavn.map((row) => row.enrolment.companyId)).size).toBe(1);
    expect(iberia[0]!.enrolment.companyId).not.toBe(nordhavn[0]!.enrolment.companyId);
    // Mixed states in Nordhavn: a pass with a certificate, a failure, one not started.
    expect(nordhavn.some((row) => row.enrolment.passedAt !== null && row.enrolment.certificateId !== null)).toBe(true);
    expect(nordhavn.some((row) => row.enrolment.passedAt === null && row.enrolment.lastScore !== null)).toBe(true);
    expect(nordhavn.some((row) => row.enrolment.startedAt === null && row.enrolment.attemptCount === 0)).toBe(true);
  });
});
