import type { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { EnrolmentIdSchema, EnrolmentRevokeSchema, EnrolSchema } from '../../../shared/courses/admin.schema';
import type { AppDeps } from '../../deps';
import { certificates, courseAttempts, courseEnrolments, users } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { auditInsert, recordAudit } from '../logs/audit';
import { revokeCertificate } from '../certificates/admin';
import { assertCourse } from './admin-course-read';
import { serverTexts } from '../../texts';
import { issueCourseCertificate } from './certificate';
import { insertEnrolment } from './enrol';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';
import { isoDay } from '../../../shared/format/iso-days';

export const ENROLMENTS_AUDIT_SECTION = 'courses.enrolments';
/** Verification pages are cached: a superseded certificate must say so at once (as certificates/admin.ts does). */
const CERTIFICATES_AREA = 'certificates';

async function findEnrolment(deps: AppDeps, id: number) {
  return rowOr404(deps, courseEnrolments, eq(courseEnrolments.id, id), 'Enrolment');
}

/** Enrols a user in a course (any role: staff of a partner, a customer), noting the company they belong to. */
export async function enrolUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof EnrolSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  await assertCourse(deps, data.courseId);
  const [user] = await deps.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.id, data.userId));
  if (!user) throw notFound('User');
  const message = serverTexts(locale).courses.admin.alreadyEnrolled;
  const alreadyEnrolled = () => new DomainError(409, message, { userId: [message] });
  const id = await insertEnrolment(deps, actor, { courseId: data.courseId, learner: user }, { section: ENROLMENTS_AUDIT_SECTION, alreadyEnrolled });
  return { id };
}

/** Attempts started before now no longer count towards the learner's daily limit. */
export async function resetAttemptLimit(ctx: Ctx<'deps' | 'actor' | 'locale' | 'now'>, { enrolmentId }: z.output<typeof EnrolmentIdSchema>) {
  const { deps, actor, now } = ctx;
  const enrolment = await findEnrolment(deps, enrolmentId);
  await deps.db.batch([
    deps.db.update(courseEnrolments).set({ limitResetAt: now }).where(eq(courseEnrolments.id, enrolment.id)),
    auditInsert(deps, actor, {
      section: ENROLMENTS_AUDIT_SECTION,
      recordId: String(enrolment.id),
      action: 'update',
      changes: { limitResetAt: [enrolment.limitResetAt?.toISOString() ?? null, now.toISOString()] },
    }),
  ]);
  return { id: enrolment.id, limitResetAt: now.toISOString() };
}

/**
 * Issues the training certificate from the learner's latest passed attempt (its day and score): only a passed
 * attempt can ever produce one. The enrolment's current certificate, if any, is superseded by it (a reissue).
 */
export async function issueEnrolmentCertificate(ctx: Ctx<'deps' | 'actor' | 'locale'>, { enrolmentId }: z.output<typeof EnrolmentIdSchema>) {
  const { deps, actor, locale } = ctx;
  const enrolment = await findEnrolment(deps, enrolmentId);
  const [attempt] = await deps.db
    .select({ score: courseAttempts.score, submittedAt: courseAttempts.submittedAt, startedAt: courseAttempts.startedAt })
    .from(courseAttempts)
    .where(and(eq(courseAttempts.enrolmentId, enrolment.id), eq(courseAttempts.passed, true)))
    .orderBy(desc(courseAttempts.submittedAt), desc(courseAttempts.id))
    .limit(1);
  if (!attempt) throw new DomainError(409, serverTexts(locale).courses.admin.noPassedAttempt);
  const [current] = enrolment.certificateId
    ? await deps.db.select({ id: certificates.id, number: certificates.number, supersededById: certificates.supersededById }).from(certificates).where(eq(certificates.id, enrolment.certificateId))
    : [];
  const supersedes = current && !current.supersededById ? current.id : undefined;
  const issued = await issueCourseCertificate(deps, enrolment.id, {
    passedOn: isoDay(attempt.submittedAt ?? attempt.startedAt),
    score: attempt.score ?? 0,
    issuedBy: actor.id,
    ...(supersedes ? { supersedes } : {}),
  });
  await recordAudit(deps, actor, {
    section: ENROLMENTS_AUDIT_SECTION,
    recordId: String(enrolment.id),
    action: 'update',
    changes: { certificate: [current?.number ?? null, issued.number] },
  });
  if (supersedes) await deps.cache.bump(CERTIFICATES_AREA);
  return { id: issued.id, number: issued.number };
}

/** Revokes the enrolment's certificate with a reason, through the one revoke of the certificates feature. */
export async function revokeEnrolmentCertificate(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof EnrolmentRevokeSchema>) {
  const { deps, locale } = ctx;
  const enrolment = await findEnrolment(deps, data.enrolmentId);
  if (!enrolment.certificateId) throw new DomainError(409, serverTexts(locale).courses.admin.noCertificate);
  return revokeCertificate(ctx, { id: enrolment.certificateId, reason: data.reason });
}
