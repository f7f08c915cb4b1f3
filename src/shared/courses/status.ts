import type { CourseStatus } from './enums';

/**
 * What the status of one enrolment depends on: the enrolment's own columns (course_enrolments), the course's mark and
 * the enrolment's current certificate (certificateId). Dates may be Date, epoch milliseconds or ISO strings, as drizzle
 * or JSON hands them over; only whether they are set matters here.
 */
export interface CourseStanding {
  /** Set when the learner first opened a document or a video, or started the test. */
  startedAt: Date | number | string | null;
  /** Attempts started, open and abandoned ones included. */
  attemptCount: number;
  /** The latest submitted attempt's score (percent); null before any attempt was submitted. */
  lastScore: number | null;
  /**
   * The course's mark (percent). A submitted score without a pass is "failed" whatever the mark says now: the pass is
   * written with the attempt that reached the mark, so a score at or above a mark lowered later is still not a pass.
   */
  passingScore: number;
  /** When the course was (last) passed; it stays set through a failed renewal attempt. */
  passedAt: Date | number | string | null;
  /** The expiry (YYYY-MM-DD) of the enrolment's certificate; null when it has none or it does not expire. */
  certificateExpiresOn: string | null;
  /** The enrolment's certificate was revoked, or replaced by one the enrolment does not point at. */
  certificateRevokedOrSuperseded: boolean;
}

/**
 * The one derivation of a course's status (shared by /account/courses and /portal/courses), first rule that applies:
 *
 * 1. passed, and the certificate expired (expiresOn < today) or no longer stands (revoked or superseded): "expired",
 *    so the learner takes the test again;
 * 2. passed otherwise: "passed" (also while a renewal attempt is open or after a failed one);
 * 3. an attempt was submitted (lastScore set) without a pass: "failed";
 * 4. started (a document or video opened) or an attempt started but not submitted: "in-progress";
 * 5. otherwise "not-started".
 *
 * `today` is the day in UTC as YYYY-MM-DD (shared/format/iso-days.ts isoDay()); a certificate is valid through
 * its expiry day. Pure: no clock is read here.
 */
export function courseStatus(standing: CourseStanding, today: string): CourseStatus {
  if (isSet(standing.passedAt)) {
    if (standing.certificateRevokedOrSuperseded) return 'expired';
    if (standing.certificateExpiresOn !== null && standing.certificateExpiresOn < today) return 'expired';
    return 'passed';
  }
  if (standing.lastScore !== null) return 'failed';
  if (isSet(standing.startedAt) || standing.attemptCount > 0) return 'in-progress';
  return 'not-started';
}

const isSet = (value: Date | number | string | null): boolean => value !== null && value !== '';
