import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { ATTEMPT_TIMEOUT_MS, ATTEMPT_WINDOW_MS, RENEWAL_WINDOW_DAYS } from '../../../shared/courses/enums';
import type { TestAvailability } from '../../../shared/courses/learner.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, courseAttempts, courseEnrolments, courseQuestions, courses } from '../../db/schema';
import { notFound } from '../../errors';

export type EnrolmentRow = typeof courseEnrolments.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type AttemptRow = typeof courseAttempts.$inferSelect;
type CertificateRow = Pick<typeof certificates.$inferSelect, 'id' | 'number' | 'issuedOn' | 'expiresOn' | 'revokedAt' | 'supersededById'>;

export interface MyEnrolment {
  enrolment: EnrolmentRow;
  course: CourseRow;
  certificate: CertificateRow | null;
}

const certificateColumns = {
  id: certificates.id,
  number: certificates.number,
  issuedOn: certificates.issuedOn,
  expiresOn: certificates.expiresOn,
  revokedAt: certificates.revokedAt,
  supersededById: certificates.supersededById,
};

/**
 * The actor's own enrolment on a published course, or a 404: everyone (admins included) takes courses as themselves,
 * and another learner's course is indistinguishable from one that does not exist.
 */
export async function myEnrolment(deps: AppDeps, actor: Actor, courseId: number): Promise<MyEnrolment> {
  const [row] = await deps.db
    .select({ enrolment: courseEnrolments, course: courses, certificate: certificateColumns })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, actor.id), eq(courses.published, true)));
  if (!row) throw notFound('Course');
  return { enrolment: row.enrolment, course: row.course, certificate: row.certificate?.id ? row.certificate : null };
}

/** Attempts count from the later of 24 hours ago and an admin's reset of the limit. */
export function windowStart(enrolment: Pick<EnrolmentRow, 'limitResetAt'>, now: Date): Date {
  const rolling = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  return enrolment.limitResetAt && enrolment.limitResetAt > rolling ? enrolment.limitResetAt : rolling;
}

/** An attempt neither submitted nor abandoned, started within the timeout. */
export async function findOpenAttempt(deps: AppDeps, enrolmentId: number, now: Date) {
  const [open] = await deps.db
    .select({ id: courseAttempts.id })
    .from(courseAttempts)
    .where(
      and(
        eq(courseAttempts.enrolmentId, enrolmentId),
        isNull(courseAttempts.submittedAt),
        isNull(courseAttempts.abandonedAt),
        gt(courseAttempts.startedAt, new Date(now.getTime() - ATTEMPT_TIMEOUT_MS)),
      ),
    )
    .orderBy(asc(courseAttempts.startedAt))
    .limit(1);
  return open ?? null;
}

/** Whether a passed course's certificate is still current and outside its renewal window. */
export function passStillCurrent(certificate: CertificateRow | null, today: string): boolean {
  if (!certificate || certificate.revokedAt || certificate.supersededById) return false;
  return certificate.expiresOn === null || certificate.expiresOn > addDays(today, RENEWAL_WINDOW_DAYS);
}

/** What the course page and the results say about taking the test (again) now. */
export async function testAvailability(deps: AppDeps, mine: MyEnrolment, now = new Date()): Promise<TestAvailability> {
  const { enrolment, course, certificate } = mine;
  const since = windowStart(enrolment, now);
  const [open, window, questions] = await Promise.all([
    findOpenAttempt(deps, enrolment.id, now),
    deps.db
      .select({ startedAt: courseAttempts.startedAt })
      .from(courseAttempts)
      .where(and(eq(courseAttempts.enrolmentId, enrolment.id), gt(courseAttempts.startedAt, since)))
      .orderBy(asc(courseAttempts.startedAt))
      .limit(50),
    deps.db.select({ n: count() }).from(courseQuestions).where(eq(courseQuestions.courseId, course.id)),
  ]);
  const passed = enrolment.passedAt !== null;
  const renewable = passed && !passStillCurrent(certificate, isoDay(now));
  const attemptsLeftToday = Math.max(0, course.attemptsPerDay - window.length);
  const base = { openAttemptId: open?.id ?? null, attemptsPerDay: course.attemptsPerDay, attemptsLeftToday, renewable, nextAllowedAt: null };
  if (open) return { ...base, canStart: true, reason: null };
  if (passed && !renewable) return { ...base, canStart: false, reason: 'passed' };
  if (Number(questions[0]?.n ?? 0) === 0) return { ...base, canStart: false, reason: 'no-questions' };
  if (attemptsLeftToday === 0) {
    // The oldest attempt in the window is the first to leave it.
    const oldest = window[window.length - course.attemptsPerDay]?.startedAt ?? window[0]!.startedAt;
    const nextAllowedAt = new Date(oldest.getTime() + ATTEMPT_WINDOW_MS).toISOString();
    return { ...base, canStart: false, reason: 'limit', nextAllowedAt };
  }
  return { ...base, canStart: true, reason: null };
}

/** The actor's own attempt with its course, or a 404 (another learner's attempt does not exist for them). */
export async function myAttempt(deps: AppDeps, actor: Actor, attemptId: number): Promise<{ attempt: AttemptRow; course: CourseRow }> {
  const [row] = await deps.db
    .select({ attempt: courseAttempts, course: courses })
    .from(courseAttempts)
    .innerJoin(courses, eq(courses.id, courseAttempts.courseId))
    .where(and(eq(courseAttempts.id, attemptId), eq(courseAttempts.userId, actor.id)));
  if (!row) throw notFound('Attempt');
  return row;
}

