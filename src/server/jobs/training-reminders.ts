import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { addDays } from '../../shared/certificates/states';
import { isoDay } from '../../shared/format/iso-days';
import { EXPIRY_REMINDER_DAYS } from '../../shared/courses/enums';
import { localizedField, type Locale, localeOf } from '../../shared/locales';
import type { AppDeps } from '../deps';
import { certificates, courseEnrolments, courses, users } from '../db/schema';
import { trainingExpiryMail } from '../mail/training-templates';
import { formatLongDate } from '../../shared/format';
import { startHourlyJob, type StopJob } from './hourly';
import { withLease } from './lease';

const JOB = 'training-reminders';
const LEASE_MS = 10 * 60_000;

/**
 * Reminds learners whose training certificate expires within EXPIRY_REMINDER_DAYS (and has not yet). The enrolment
 * records the expiry it was reminded of; the update that claims it only passes when that differs, so each expiry is
 * reminded once even if two instances ran together. A renewal brings a new expiry, and so a new reminder later.
 */
export async function sendTrainingReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const rows = await deps.db
    .select({ enrolmentId: courseEnrolments.id, course: courses, number: certificates.number, expiresOn: certificates.expiresOn, email: users.email, locale: users.locale })
    .from(courseEnrolments)
    .innerJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .where(
      and(
        isNull(certificates.revokedAt),
        isNull(certificates.supersededById),
        gte(certificates.expiresOn, today),
        lte(certificates.expiresOn, addDays(today, EXPIRY_REMINDER_DAYS)),
        eq(users.disabled, false),
        or(isNull(courseEnrolments.reminderSentFor), ne(courseEnrolments.reminderSentFor, certificates.expiresOn)),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const expiresOn = row.expiresOn!;
    const claimed = await deps.db
      .update(courseEnrolments)
      .set({ reminderSentFor: expiresOn })
      .where(and(eq(courseEnrolments.id, row.enrolmentId), sql`${courseEnrolments.reminderSentFor} IS NOT ${expiresOn}`));
    if (claimed.rowsAffected === 0) continue;
    const locale: Locale = localeOf(row.locale);
    const courseUrl = `${deps.env.APP_URL}/account/courses/${row.course.id}`;
    await deps.mailer.send(
      trainingExpiryMail(row.email, { course: localizedField(row.course, 'title', locale), number: row.number, date: formatLongDate(expiresOn, locale), courseUrl }, locale),
    );
    sent++;
  }
  return sent;
}

/** One run under the lease: of several instances, one sends. */
export function runTrainingReminders(deps: AppDeps, holder?: string): Promise<number | undefined> {
  return withLease(deps.db, JOB, LEASE_MS, () => sendTrainingReminders(deps), holder);
}

/** Hourly, one instance at a time. */
export function startTrainingReminders(deps: AppDeps): StopJob {
  return startHourlyJob(deps, 'training reminders', () => runTrainingReminders(deps));
}
