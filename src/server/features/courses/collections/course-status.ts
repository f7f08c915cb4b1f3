import { sql, type SQL } from 'drizzle-orm';
import { certificates, courseEnrolments } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';

/** A value of the enrolment's current certificate (a correlated subquery on the enrolment row in scope). */
export const enrolmentCertificate = (column: SQL) =>
  sql`(select ${column} from ${certificates} where ${certificates.id} = ${qualified(courseEnrolments.certificateId)})`;

/**
 * shared/courses/status.ts courseStatus in SQL, against today's UTC date, so lists filter by it: a pass whose
 * certificate expired, was revoked or superseded is "expired"; a submitted score without a pass "failed"; an opened
 * document or video, or a started attempt, "in progress". It reads the `course_enrolments` row of the query it is put
 * in (the account's own list, or a subquery over a staff member's enrolments).
 */
export const enrolmentStatusSql = sql<string>`(case
  when ${qualified(courseEnrolments.passedAt)} is not null then (case
    when ${enrolmentCertificate(sql`${certificates.revokedAt} is not null or ${certificates.supersededById} is not null`)} then 'expired'
    when ${enrolmentCertificate(sql`${certificates.expiresOn}`)} < date('now') then 'expired'
    else 'passed' end)
  when ${qualified(courseEnrolments.lastScore)} is not null then 'failed'
  when ${qualified(courseEnrolments.startedAt)} is not null or ${qualified(courseEnrolments.attemptCount)} > 0 then 'in-progress'
  else 'not-started'
end)`;
