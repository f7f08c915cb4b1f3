import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import { courseStatus } from '../../../shared/courses/status';
import type { CourseDetail, CourseVideo } from '../../../shared/courses/learner.types';
import { LOCALES, localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import {
  courseAttempts,
  courseDocuments,
  courseQuestions,
  courseVideoCaptions,
  courseVideoProgress,
  courseVideos,
  files,
} from '../../db/schema';
import { myEnrolment, testAvailability, type MyEnrolment } from './enrolment';
import { certificateSummary } from './results';
import type { Ctx } from '../../service-context';

/** The address an enrolled learner fetches a course's document, video, poster or captions from. */
export const courseFileUrl = (courseId: number, fileId: number) => `/api/courses/${courseId}/files/${fileId}`;

function statusOf(mine: Pick<MyEnrolment, 'enrolment' | 'course' | 'certificate'>, today: string) {
  const { enrolment, course, certificate } = mine;
  return courseStatus(
    {
      startedAt: enrolment.startedAt,
      attemptCount: enrolment.attemptCount,
      lastScore: enrolment.lastScore,
      passingScore: course.passingScore,
      passedAt: enrolment.passedAt,
      certificateExpiresOn: certificate?.expiresOn ?? null,
      certificateRevokedOrSuperseded: certificate ? Boolean(certificate.revokedAt || certificate.supersededById) : false,
    },
    today,
  );
}

async function courseVideosOf(deps: AppDeps, courseId: number, enrolmentId: number, locale: Locale): Promise<CourseVideo[]> {
  const videos = await deps.db
    .select({ video: courseVideos, contentType: files.contentType, progress: courseVideoProgress })
    .from(courseVideos)
    .innerJoin(files, eq(files.id, courseVideos.fileId))
    .leftJoin(courseVideoProgress, and(eq(courseVideoProgress.videoId, courseVideos.id), eq(courseVideoProgress.enrolmentId, enrolmentId)))
    .where(eq(courseVideos.courseId, courseId))
    .orderBy(asc(courseVideos.sort), asc(courseVideos.id));
  const ids = videos.map((row) => row.video.id);
  const captions = ids.length
    ? await deps.db.select().from(courseVideoCaptions).where(inArray(courseVideoCaptions.videoId, ids))
    : [];
  const order = (l: string) => LOCALES.indexOf(l as Locale);
  return videos.map(({ video, contentType, progress }) => ({
    id: video.id,
    title: localizedField(video, 'title', locale),
    url: courseFileUrl(courseId, video.fileId),
    contentType,
    posterUrl: video.posterFileId ? courseFileUrl(courseId, video.posterFileId) : null,
    durationSeconds: video.durationSeconds,
    captions: captions
      .filter((track) => track.videoId === video.id)
      .sort((a, b) => order(a.locale) - order(b.locale))
      .map((track) => ({ locale: track.locale, url: courseFileUrl(courseId, track.fileId) })),
    positionSeconds: progress?.positionSeconds ?? 0,
    completed: progress?.completed ?? false,
  }));
}

/** /account/courses/{id}: the course, its steps (documents, videos, test), past attempts and certificate. */
export async function getMyCourse(ctx: Ctx<'deps' | 'actor' | 'locale'>, { courseId }: { courseId: number }): Promise<CourseDetail> {
  const { deps, actor, locale } = ctx;
  const mine = await myEnrolment(deps, actor, courseId);
  const { course, enrolment } = mine;
  const [documents, videos, test, attempts, questions] = await Promise.all([
    deps.db
      .select({ document: courseDocuments, file: { name: files.name, contentType: files.contentType, size: files.size } })
      .from(courseDocuments)
      .innerJoin(files, eq(files.id, courseDocuments.fileId))
      .where(eq(courseDocuments.courseId, courseId))
      .orderBy(asc(courseDocuments.sort), asc(courseDocuments.id)),
    courseVideosOf(deps, courseId, enrolment.id, locale),
    testAvailability(deps, mine),
    deps.db
      .select()
      .from(courseAttempts)
      .where(eq(courseAttempts.enrolmentId, enrolment.id))
      .orderBy(desc(courseAttempts.startedAt), desc(courseAttempts.id))
      .limit(50),
    deps.db.select({ n: count() }).from(courseQuestions).where(eq(courseQuestions.courseId, courseId)),
  ]);
  const today = isoDay();
  return {
    courseId,
    title: localizedField(course, 'title', locale),
    description: localizedField(course, 'description', locale),
    hours: course.hours,
    passingScore: course.passingScore,
    validityMonths: course.validityMonths,
    questionCount: course.questionsPerAttempt ? Math.min(course.questionsPerAttempt, Number(questions[0]?.n ?? 0)) : Number(questions[0]?.n ?? 0),
    status: statusOf(mine, today),
    score: enrolment.lastScore,
    documents: documents.map(({ document, file }) => ({
      id: document.id,
      title: localizedField(document, 'title', locale) || file.name,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      url: courseFileUrl(courseId, document.fileId),
    })),
    videos,
    test,
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      abandoned: attempt.abandonedAt !== null,
      score: attempt.score,
      passed: attempt.passed,
    })),
    certificate: certificateSummary(mine.certificate, today),
  };
}
