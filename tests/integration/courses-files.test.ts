import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../src/shared/courses/learner.types';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import { certificates, courseEnrolments, files, outbox } from '../../src/server/db/schema';
import { sendTrainingReminders } from '../../src/server/jobs/training-reminders';
import { findFileUsage, isUsed } from '../../src/server/features/files/usage';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';

/** The seeded courses' files, served to enrolled learners only, and the expiry reminder of training certificates. */
let test: TestApp;
let learner: HttpClient;
let other: HttpClient;
let admin: HttpClient;
let visitor: HttpClient;
let untouched: CourseDetail;

const data = <T>(answer: { json: TrpcAnswer }) => answer.json.result?.data as T;

beforeAll(async () => {
  test = await createTestApp();
  learner = new HttpClient(test, '192.0.2.100');
  await learner.signIn('customer@demo.test');
  other = new HttpClient(test, '192.0.2.101');
  await other.signIn('user@demo.test');
  admin = new HttpClient(test, '192.0.2.102');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.103');
  const list = data<OffsetPage<ResourceRow>>(await learner.query('account.courses.list', {})).rows;
  const notStarted = list.find((c) => c.status === 'not-started')!;
  untouched = data<CourseDetail>(await learner.query('account.courses.get', { courseId: Number(notStarted.courseId) }));
});
afterAll(() => test.close());

describe('course files', () => {
  it('serves a document as an attachment to the enrolled learner, and opening it starts the course', async () => {
    const document = untouched.documents[0]!;
    const response = await learner.get(document.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const after = data<CourseDetail>(await learner.query('account.courses.get', { courseId: untouched.courseId }));
    expect(after.status).toBe('in-progress');
  });

  it('serves the video in byte ranges (the player seeks with them), its poster and six caption tracks', async () => {
    const video = untouched.videos[0]!;
    expect(video.captions.map((c) => c.locale)).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
    const whole = await learner.get(video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await learner.request('GET', video.url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await learner.request('GET', video.url, { headers: { Range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await learner.request('GET', video.url, { headers: { Range: `bytes=${size + 5}-` } });
    expect(beyond.status).toBe(416);
    const captions = await learner.get(video.captions[1]!.url);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect((await captions.text()).startsWith('WEBVTT')).toBe(true);
    expect((await learner.get(video.posterUrl!)).status).toBe(200);
  });

  it('answers 404 to another account, an admin may fetch, 401 signed out; the files are withheld from /media', async () => {
    const document = untouched.documents[0]!;
    expect((await other.get(document.url)).status).toBe(404);
    expect((await visitor.get(document.url)).status).toBe(401);
    expect((await admin.get(document.url)).status).toBe(200);
    expect((await learner.get(`/api/courses/${untouched.courseId}/files/1`)).status).toBe(404);
    expect((await learner.get(`/api/courses/${untouched.courseId}/files/abc`)).status).toBe(404);
    const fileId = Number(document.url.split('/').pop());
    const [file] = await test.deps.db.select().from(files).where(eq(files.id, fileId));
    expect((await learner.get(`/media/${file!.storageKey}`)).status).toBe(404);
    const usage = await findFileUsage(test.deps, file!, 'en');
    expect(isUsed(usage)).toBe(true);
    expect(usage.references).toContainEqual({ table: 'course_documents', count: 1 });
  });
});

describe('training certificate expiry reminders', () => {
  it('reminds once, 30 days before expiry, in the learner\'s language; a later run sends nothing more', async () => {
    const passed = data<OffsetPage<ResourceRow>>(await learner.query('account.courses.list', {})).rows.find((c) => c.status === 'passed')!;
    const [enrolment] = await test.deps.db.select().from(courseEnrolments).where(eq(courseEnrolments.courseId, Number(passed.courseId)));
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await test.deps.db.update(certificates).set({ expiresOn: soon }).where(eq(certificates.courseId, Number(passed.courseId)));
    const before = (await test.deps.db.select().from(outbox)).length;
    const sent = await sendTrainingReminders(test.deps);
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = (await test.deps.db.select().from(outbox)).slice(before);
    const mine = mails.find((m) => m.to === 'customer@demo.test');
    expect(mine?.subject).toBe(`Training certificate expiring: ${String(passed.courseId__label)}`);
    expect(mine?.text).toContain(`/account/courses/${passed.courseId}`);
    expect(await sendTrainingReminders(test.deps)).toBe(0);
    expect(enrolment).toBeDefined();
  });
});
