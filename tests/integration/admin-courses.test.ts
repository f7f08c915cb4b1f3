import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCourseDetail, AdminCourseOverview, CourseUserOption } from '../../src/shared/courses/admin.types';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import { auditLog, certificates, courseAnswers, courseAttempts, courseEnrolments, courseQuestions, files, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';

let test: TestApp;
let admin: HttpClient;
let customer: HttpClient;
let senior: HttpClient;
beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '192.0.2.110');
  await admin.signIn('admin@demo.test');
  customer = new HttpClient(test, '192.0.2.111');
  await customer.signIn('customer@demo.test');
  senior = new HttpClient(test, '192.0.2.112');
  await senior.signIn('distributor-senior@demo.test');
});
afterAll(() => test.close());

/** One page of a collection's list (admin.courses.list, admin.enrolments.list). */
type RowPage = OffsetPage<ResourceRow>;
const enrolmentsOf = async (courseId: number, q?: string) => data<RowPage>(await admin.query('admin.enrolments.list', { filters: { course: courseId }, ...(q === undefined ? {} : { q }) }));
const data = <T>(answer: { json: TrpcAnswer }) => answer.json.result?.data as T;
const fieldErrors = (answer: { json: TrpcAnswer }) => answer.json.error?.data.fieldErrors ?? {};

const settings = {
  title_EN: 'Holiday detection basics',
  title_DE: 'Grundlagen der Porenprüfung',
  description_EN: 'What a holiday is and how to find one.',
  hours: '4',
  passingScore: 80,
  attemptsPerDay: 3,
  questionsPerAttempt: null,
  validityMonths: 24,
  published: true,
  sort: 0,
};
type AnswerIn = { id?: number | null; text_EN: string; correct: boolean };
const answer = (text: string, correct = false, id: number | null = null): AnswerIn => ({ id, text_EN: text, correct });
const question = (text: string, answers: AnswerIn[], id: number | null = null) => ({ id, text_EN: text, explanation_EN: `About ${text}`, answers });

async function newCourse(title = 'A course'): Promise<number> {
  const created = await admin.mutation('admin.courses.create', { title_EN: title });
  expect(created.status).toBe(200);
  return data<{ id: number }>(created).id;
}

async function auditCount(section: string, recordId: string) {
  return (await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, section), eq(auditLog.recordId, recordId)))).length;
}

async function storedFile(name: string, contentType: string): Promise<number> {
  const [row] = await test.deps.db
    .insert(files)
    .values({ storageKey: `${crypto.randomUUID().replace(/-/g, '')}.${name.split('.').pop()}`, name, contentType, size: 100 })
    .returning({ id: files.id });
  return row!.id;
}

describe('admin courses: the course and its test', () => {
  it('creates a course (audited) and lists it; an empty title is a field error', async () => {
    const id = await newCourse('Spark testing for coaters');
    const list = data<OffsetPage<ResourceRow>>(await admin.query('admin.courses.list', { q: 'Spark testing' })).rows;
    expect(list.find((row) => row.id === id)).toMatchObject({ title: 'Spark testing for coaters', published: false, questionCount: 0, enrolments: 0 });
    expect(await auditCount('courses', String(id))).toBe(1);
    const empty = await admin.mutation('admin.courses.create', { title_EN: '  ' });
    expect(empty.status).toBe(422);
    expect(fieldErrors(empty).title_EN?.[0]).toBeTruthy();
    expect((await admin.query('admin.courses.get', { id: 99999999 })).status).toBe(404);
  });

  it('saves single and multiple choice questions, then reorders and removes while keeping the others’ ids', async () => {
    const id = await newCourse();
    const first = await admin.mutation('admin.courses.save', {
      id,
      ...settings,
      questions: [
        question('What is a holiday?', [answer('A pinhole in a coating', true), answer('A day off')]),
        question('Which are detection methods?', [answer('Low voltage wet sponge', true), answer('High voltage spark', true), answer('Guessing')]),
        question('What voltage?', [answer('Depends on thickness', true), answer('Always 5 kV')]),
      ],
    });
    expect(first.status).toBe(200);
    const saved = data<AdminCourseDetail>(first);
    expect(saved).toMatchObject({ title_EN: settings.title_EN, title_DE: settings.title_DE, title_FR: '', published: true, passingScore: 80 });
    expect(saved.questions.map((q) => q.text_EN)).toEqual(['What is a holiday?', 'Which are detection methods?', 'What voltage?']);
    expect(saved.questions[1]!.answers.filter((a) => a.correct)).toHaveLength(2);
    const [q1, q2, q3] = saved.questions as [AdminCourseDetail['questions'][number], AdminCourseDetail['questions'][number], AdminCourseDetail['questions'][number]];
    const audits = await auditCount('courses', String(id));

    const second = await admin.mutation('admin.courses.save', {
      id,
      ...settings,
      questionsPerAttempt: 2,
      questions: [
        question('What voltage? (edited)', q3.answers.map((a) => answer(a.text_EN, a.correct, a.id)), q3.id),
        question(q1.text_EN, [...q1.answers.map((a) => answer(a.text_EN, a.correct, a.id)).reverse(), answer('A flaw in the steel')], q1.id),
      ],
    });
    expect(second.status).toBe(200);
    const after = data<AdminCourseDetail>(second);
    expect(after.questionsPerAttempt).toBe(2);
    expect(after.questions.map((q) => q.id)).toEqual([q3.id, q1.id]);
    expect(after.questions[0]!.text_EN).toBe('What voltage? (edited)');
    expect(after.questions[0]!.answers.map((a) => a.id)).toEqual(q3.answers.map((a) => a.id));
    expect(after.questions[1]!.answers.map((a) => a.id).slice(0, 2)).toEqual(q1.answers.map((a) => a.id).reverse());
    expect(after.questions[1]!.answers).toHaveLength(3);
    expect(await test.deps.db.select().from(courseQuestions).where(eq(courseQuestions.id, q2.id))).toEqual([]);
    expect(await test.deps.db.select().from(courseAnswers).where(eq(courseAnswers.questionId, q2.id))).toEqual([]);
    expect(await auditCount('courses', String(id))).toBe(audits + 1);
    const [entry] = await test.deps.db.select().from(auditLog).where(eq(auditLog.section, 'courses')).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.parse(entry!.changes)).toMatchObject({ questions: [3, 2], removedQuestionIds: [[q2.id], null], questionsPerAttempt: [null, 2] });
  });

  it('answers bad input with field errors (422), never a 500, and unknown ids with 404', async () => {
    const id = await newCourse();
    const save = (change: object) => admin.mutation('admin.courses.save', { id, ...settings, ...change });
    const noCorrect = await save({ questions: [question('Q', [answer('a'), answer('b')])] });
    expect(noCorrect.status).toBe(422);
    expect(fieldErrors(noCorrect)['questions.0.answers']).toEqual(['Tick at least one correct answer.']);
    const oneAnswer = await save({ questions: [question('Q', [answer('a', true)])] });
    expect(oneAnswer.status).toBe(422);
    expect(fieldErrors(oneAnswer)['questions.0.answers']).toEqual(['A question needs at least 2 answers.']);
    const zero = await save({ passingScore: 0, questions: [question('', [answer('a')])] });
    expect(zero.status).toBe(422);
    expect(Object.keys(fieldErrors(zero))).toEqual(expect.arrayContaining(['passingScore', 'questions.0.text_EN', 'questions.0.answers']));
    const tooMany = await save({ questionsPerAttempt: 3, questions: [question('Q', [answer('a', true), answer('b')])] });
    expect(fieldErrors(tooMany).questionsPerAttempt).toEqual(['This must not be more than the course’s 1 questions.']);
    for (const bad of [
      { attemptsPerDay: 21 },
      { validityMonths: 0 },
      { passingScore: 101 },
      { passingScore: '80' },
      { questions: 'none' },
      { questions: [null] },
      { questions: [{ answers: [null, 5, 'x'] }] },
      { questions: [question('Q', [answer('a', true), answer('b', false, 7), answer('c', false, 7)])] },
      { documents: [null] },
      { videos: [{ captions: 'x' }] },
      { documents: [{ fileId: 99999999, title_EN: 'Missing' }] },
    ]) {
      expect((await save(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(fieldErrors(await save({ documents: [{ fileId: 99999999, title_EN: 'Missing' }] }))['documents.0.fileId']).toBeTruthy();
    for (const body of ['text', [], null, { id: 'x' }]) expect((await admin.mutation('admin.courses.save', body)).status, JSON.stringify(body)).toBe(422);
    expect((await admin.mutation('admin.courses.save', { ...settings, id: 99999999 })).status).toBe(404);
    const other = data<AdminCourseDetail>(
      await admin.mutation('admin.courses.save', { id: await newCourse(), ...settings, questions: [question('Theirs', [answer('a', true), answer('b')])] }),
    );
    const foreign = await save({ questions: [question('Mine', [answer('a', true), answer('b')], other.questions[0]!.id)] });
    expect(foreign.status).toBe(404);
    expect((await admin.query('admin.courses.get', { id })).json.result).toBeDefined();
  });

  it('keeps documents and videos with their captions, in order', async () => {
    const id = await newCourse();
    const [pdf, video, poster, en, de] = [
      await storedFile('guide.pdf', 'application/pdf'),
      await storedFile('intro.mp4', 'video/mp4'),
      await storedFile('poster.jpg', 'image/jpeg'),
      await storedFile('intro-en.vtt', 'text/vtt'),
      await storedFile('intro-de.vtt', 'text/vtt'),
    ];
    const videoIn = { fileId: video, posterFileId: poster, title_EN: 'Introduction', durationSeconds: 300, captions: [{ locale: 'en', fileId: en }] };
    const saved = data<AdminCourseDetail>(await admin.mutation('admin.courses.save', { id, ...settings, documents: [{ fileId: pdf, title_EN: 'Guide' }], videos: [videoIn] }));
    expect(saved.documents).toMatchObject([{ file: { id: pdf, name: 'guide.pdf' }, title_EN: 'Guide' }]);
    expect(saved.videos).toMatchObject([{ file: { id: video }, poster: { id: poster }, durationSeconds: 300, captions: [{ locale: 'en', file: { id: en } }] }]);
    const again = data<AdminCourseDetail>(
      await admin.mutation('admin.courses.save', {
        id,
        ...settings,
        documents: [],
        videos: [{ ...videoIn, id: saved.videos[0]!.id, posterFileId: null, captions: [{ locale: 'de', fileId: de }, { locale: 'en', fileId: en }] }],
      }),
    );
    expect(again.documents).toEqual([]);
    expect(again.videos[0]).toMatchObject({ id: saved.videos[0]!.id, poster: null });
    expect(again.videos[0]!.captions.map((c) => c.locale).sort()).toEqual(['de', 'en']);
    const twice = await admin.mutation('admin.courses.save', { id, ...settings, videos: [{ ...videoIn, captions: [{ locale: 'en', fileId: en }, { locale: 'en', fileId: de }] }] });
    expect(fieldErrors(twice)['videos.0.captions.1.locale']).toEqual(['Only one captions file per language.']);
  });
});

describe('admin courses: learners', () => {
  let courseId: number;
  let customerId: string;
  let enrolmentId: number;
  beforeAll(async () => {
    courseId = await newCourse('Enrolment course');
    await admin.mutation('admin.courses.save', { id: courseId, ...settings, title_EN: 'Enrolment course', questions: [question('Q', [answer('a', true), answer('b')])] });
    const [row] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@demo.test'));
    customerId = row!.id;
  });

  async function attempt(passed: boolean, score: number, submittedAt: Date) {
    await test.deps.db.insert(courseAttempts).values({
      enrolmentId,
      userId: customerId,
      courseId,
      startedAt: new Date(submittedAt.getTime() - 10 * 60 * 1000),
      drawn: '[]',
      answers: '{}',
      submittedAt,
      score,
      passed,
    });
  }

  it('enrols a user once (audited), finds them by course, name or e-mail, and resets their attempt limit', async () => {
    const enrolled = await admin.mutation('admin.enrolments.enrol', { courseId, userId: customerId });
    expect(enrolled.status).toBe(200);
    enrolmentId = data<{ id: number }>(enrolled).id;
    expect(await auditCount('courses.enrolments', String(enrolmentId))).toBe(1);
    const twice = await admin.mutation('admin.enrolments.enrol', { courseId, userId: customerId });
    expect(twice.status).toBe(409);
    expect(fieldErrors(twice).userId?.[0]).toContain('already enrolled');
    expect((await admin.mutation('admin.enrolments.enrol', { courseId, userId: 'nobody' })).status).toBe(404);
    expect((await admin.mutation('admin.enrolments.enrol', { courseId: 99999999, userId: customerId })).status).toBe(404);
    expect((await admin.mutation('admin.enrolments.enrol', { courseId })).status).toBe(422);

    const page = await enrolmentsOf(courseId);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: enrolmentId, learnerEmail: 'customer@demo.test', hasPassedAttempt: false, certificateId: null, attemptsInWindow: 0 });
    expect((await enrolmentsOf(courseId, 'CUSTOMER@demo')).total).toBe(1);
    expect((await enrolmentsOf(courseId, 'zz-nobody')).total).toBe(0);
    expect((await admin.query('admin.enrolments.list', { page: 0 })).status).toBe(422);
    const options = data<CourseUserOption[]>(await admin.query('admin.enrolments.findUsers', { q: 'customer@' }));
    expect(options.map((o) => o.email)).toContain('customer@demo.test');
    expect((await admin.query('admin.enrolments.findUsers', { q: 'c' })).status).toBe(422);

    await attempt(false, 40, new Date());
    expect((await enrolmentsOf(courseId)).rows[0]!.attemptsInWindow).toBe(1);
    const reset = await admin.mutation('admin.enrolments.resetLimit', { enrolmentId });
    expect(reset.status).toBe(200);
    const [stored] = await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
    expect(stored!.limitResetAt).toBeInstanceOf(Date);
    expect((await enrolmentsOf(courseId)).rows[0]!.attemptsInWindow).toBe(0);
    expect(await auditCount('courses.enrolments', String(enrolmentId))).toBe(2);
    expect((await admin.mutation('admin.enrolments.resetLimit', { enrolmentId: 99999999 })).status).toBe(404);
  });

  it('issues a certificate only from a passed attempt, supersedes the previous one, and revokes with a reason', async () => {
    const refused = await admin.mutation('admin.enrolments.issueCertificate', { enrolmentId });
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toContain('Only a passed attempt');
    expect((await admin.mutation('admin.enrolments.revokeCertificate', { enrolmentId, reason: 'No certificate yet' })).status).toBe(409);

    await attempt(true, 90, new Date('2026-03-02T10:00:00Z'));
    const issued = await admin.mutation('admin.enrolments.issueCertificate', { enrolmentId });
    expect(issued.status).toBe(200);
    const first = data<{ id: number; number: string }>(issued);
    expect(first.number).toMatch(/^TRN-/);
    const [certificate] = await test.deps.db.select().from(certificates).where(eq(certificates.id, first.id));
    expect(certificate).toMatchObject({ kind: 'training', courseId, expiresOn: '2028-03-02' });
    expect(JSON.parse(certificate!.content)).toMatchObject({ passedOn: '2026-03-02', scorePct: 90 });

    const second = data<{ id: number; number: string }>(await admin.mutation('admin.enrolments.issueCertificate', { enrolmentId }));
    const [old] = await test.deps.db.select().from(certificates).where(eq(certificates.id, first.id));
    expect(old!.supersededById).toBe(second.id);
    const [enrolment] = await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
    expect(enrolment!.certificateId).toBe(second.id);
    const [entry] = await test.deps.db.select().from(auditLog).where(eq(auditLog.section, 'courses.enrolments')).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.parse(entry!.changes)).toEqual({ certificate: [first.number, second.number] });

    expect((await admin.mutation('admin.enrolments.revokeCertificate', { enrolmentId, reason: ' ' })).status).toBe(422);
    const revoked = await admin.mutation('admin.enrolments.revokeCertificate', { enrolmentId, reason: 'Answers were shared' });
    expect(revoked.status).toBe(200);
    const [after] = await test.deps.db.select().from(certificates).where(eq(certificates.id, second.id));
    expect(after).toMatchObject({ revokedReason: 'Answers were shared' });
    expect(after!.revokedAt).toBeInstanceOf(Date);
    expect(await auditCount('certificates', String(second.id))).toBe(1);
    expect((await admin.mutation('admin.enrolments.revokeCertificate', { enrolmentId, reason: 'Again' })).status).toBe(409);
    const row = (await enrolmentsOf(courseId)).rows[0]!;
    expect(row).toMatchObject({ hasPassedAttempt: true, certificateId: second.id, certificateNumber: second.number, certificateState: 'revoked' });
  });

  it('sums up each course: learners, passed and failed, pass rate and recent attempts', async () => {
    const overview = data<AdminCourseOverview>(await admin.query('admin.courses.overview'));
    const course = overview.courses.find((c) => c.id === courseId);
    expect(course).toMatchObject({ enrolments: 1, passed: 1, failed: 0, submittedAttempts: 2, passRate: 50, questionCount: 1 });
    expect(course!.attemptsLast30Days).toBeGreaterThanOrEqual(1);
    expect(overview.totals.enrolments).toBeGreaterThanOrEqual(1);
  });
});

describe('admin courses: who may', () => {
  const calls: Array<['query' | 'mutation', string, unknown]> = [
    ['query', 'admin.courses.overview', undefined],
    ['query', 'admin.courses.list', {}],
    ['query', 'admin.courses.get', { id: 1 }],
    ['mutation', 'admin.courses.create', { title_EN: 'Mine' }],
    ['mutation', 'admin.courses.save', { id: 1, ...settings }],
    ['query', 'admin.enrolments.list', {}],
    ['query', 'admin.enrolments.filterOptions', { field: 'course' }],
    ['query', 'admin.enrolments.findUsers', { q: 'demo' }],
    ['mutation', 'admin.enrolments.enrol', { courseId: 1, userId: 'x' }],
    ['mutation', 'admin.enrolments.resetLimit', { enrolmentId: 1 }],
    ['mutation', 'admin.enrolments.issueCertificate', { enrolmentId: 1 }],
    ['mutation', 'admin.enrolments.revokeCertificate', { enrolmentId: 1, reason: 'x' }],
  ];

  it('refuses customers and distributors (FORBIDDEN) for every procedure, and visitors (401)', async () => {
    const before = (await test.deps.db.select().from(auditLog)).length;
    for (const client of [customer, senior]) {
      for (const [kind, path, input] of calls) {
        const answer = await client[kind](path, input);
        expect(answer.status, path).toBe(403);
        expect(answer.json.error?.data.code, path).toBe('FORBIDDEN');
      }
    }
    const visitor = new HttpClient(test, '192.0.2.113');
    for (const [kind, path, input] of calls) expect((await visitor[kind](path, input)).status, path).toBe(401);
    expect((await test.deps.db.select().from(auditLog)).length).toBe(before);
  });
});
