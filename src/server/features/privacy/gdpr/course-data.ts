import { asc, desc, eq, inArray } from 'drizzle-orm';
import { localizedField, type Locale, localeOf } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import { parseDrawn, parseSubmitted } from '../../courses/drawn';
import { loadTexts } from '../../courses/question-bank';
import { certificates, courseAttempts, courseEnrolments, courseVideoProgress, courseVideos, courses } from '../../../db/schema';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A candidate's answers in a test are their personal data (CJEU C-434/16, Nowak): each question with the answers chosen. */
async function answersGiven(deps: AppDeps, attempt: { drawn: string; answers: string | null }, locale: Locale) {
  if (!attempt.answers) return [];
  const drawn = parseDrawn(attempt.drawn);
  const submitted = parseSubmitted(attempt.answers);
  const texts = await loadTexts(deps, drawn);
  return drawn.map((item) => {
    const question = texts.questions.get(item.q);
    return {
      question: question ? localizedField(question, 'text', locale) : `#${item.q}`,
      chosen: (submitted[String(item.q)] ?? []).map((id) => {
        const answer = texts.answers.get(id);
        return answer ? localizedField(answer, 'text', locale) : `#${id}`;
      }),
    };
  });
}

/**
 * The training courses' part of a GDPR export: the person's enrolments (with where they stand), every attempt at a
 * test (when, the score, passed) and where they stopped in each video. Course and video titles are in the person's
 * language. Their training certificates are in the export's `certificates` (service-data.ts: every certificate held).
 */
export async function courseDataOf(deps: AppDeps, userId: string, userLocale: string) {
  const locale: Locale = localeOf(userLocale);
  const mine = deps.db.select({ id: courseEnrolments.id }).from(courseEnrolments).where(eq(courseEnrolments.userId, userId));
  const [enrolments, attempts, progress] = await Promise.all([
    deps.db
      .select({ enrolment: courseEnrolments, course: courses, certificate: certificates.number })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .leftJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
      .where(eq(courseEnrolments.userId, userId))
      .orderBy(asc(courseEnrolments.id)),
    deps.db
      .select({ attempt: courseAttempts, course: courses })
      .from(courseAttempts)
      .innerJoin(courses, eq(courses.id, courseAttempts.courseId))
      // Through the enrolments' index (attempts have none on user_id); an attempt is always its enrolment's learner's.
      .where(inArray(courseAttempts.enrolmentId, mine))
      .orderBy(desc(courseAttempts.startedAt), desc(courseAttempts.id)),
    deps.db
      .select({ progress: courseVideoProgress, video: courseVideos, course: courses })
      .from(courseVideoProgress)
      .innerJoin(courseVideos, eq(courseVideos.id, courseVideoProgress.videoId))
      .innerJoin(courses, eq(courses.id, courseVideos.courseId))
      .where(inArray(courseVideoProgress.enrolmentId, mine))
      .orderBy(asc(courseVideoProgress.enrolmentId), asc(courseVideos.sort), asc(courseVideos.id)),
  ]);
  return {
    courseEnrolments: enrolments.map(({ enrolment, course, certificate }) => ({
      course: localizedField(course, 'title', locale),
      enrolledAt: enrolment.createdAt.toISOString(),
      startedAt: iso(enrolment.startedAt),
      passedAt: iso(enrolment.passedAt),
      lastScore: enrolment.lastScore,
      lastAttemptAt: iso(enrolment.lastAttemptAt),
      attemptCount: enrolment.attemptCount,
      certificate,
    })),
    courseAttempts: await Promise.all(
      attempts.map(async ({ attempt, course }) => ({
        course: localizedField(course, 'title', locale),
        startedAt: attempt.startedAt.toISOString(),
        submittedAt: iso(attempt.submittedAt),
        abandonedAt: iso(attempt.abandonedAt),
        score: attempt.score,
        passed: attempt.passed,
        answers: await answersGiven(deps, attempt, locale),
      })),
    ),
    courseVideoProgress: progress.map(({ progress: row, video, course }) => ({
      course: localizedField(course, 'title', locale),
      video: localizedField(video, 'title', locale),
      positionSeconds: row.positionSeconds,
      completed: row.completed,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/**
 * On erasure the person's enrolments go, with their attempts and video progress. The users row stays (anonymised),
 * so the schema's ON DELETE CASCADE from users never fires: the rows are deleted here, children first (by the
 * enrolments' ids, which are indexed). Their training certificates stay as every certificate does, with the erased
 * name (service-data.ts), and keep the course they were issued for (certificates.course_id).
 */
export function courseErasure(deps: AppDeps, userId: string) {
  const mine = deps.db.select({ id: courseEnrolments.id }).from(courseEnrolments).where(eq(courseEnrolments.userId, userId));
  return [
    deps.db.delete(courseVideoProgress).where(inArray(courseVideoProgress.enrolmentId, mine)),
    deps.db.delete(courseAttempts).where(inArray(courseAttempts.enrolmentId, mine)),
    deps.db.delete(courseEnrolments).where(eq(courseEnrolments.userId, userId)),
  ] as const;
}
