import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { addDays } from '../../shared/certificates/states';
import { isoDay } from '../../shared/format/iso-days';
import { localizedField, type Locale, localeOf } from '../../shared/locales';
import { formatLongDate } from '../../shared/format';
import { DUE_SOON_DAYS } from '../../shared/serials/enums';
import type { AppDeps } from '../deps';
import { calibrationReminders, products, profiles, serials, users } from '../db/schema';
import { calibrationReminderMail } from '../mail/reminder-templates';
import { startHourlyJob, type StopJob } from './hourly';
import { withLease } from './lease';
import { productSummary } from '../features/serials/product-columns';

const JOB = 'calibration-reminders';
const LEASE_MS = 10 * 60_000;
/** An instrument overdue for longer than this when the job first sees it gets no "due today" mail any more. */
const LATE_WINDOW_DAYS = 7;

/**
 * Sends the calibration reminders that are due: 30 days before the next due date, and on it. Each reminder is
 * written to calibration_reminders before it is sent; the key (serial, due date, kind) lets only one insert through,
 * so it goes once even if two instances ran this together. Owners who turned reminders off get none.
 * Returns how many e-mails it queued.
 */
export async function sendCalibrationReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const today = isoDay(now);
  const rows = await deps.db
    .select({ serial: serials, product: productSummary, email: users.email, locale: users.locale, wants: profiles.serviceReminders })
    .from(serials)
    .innerJoin(users, eq(users.id, serials.ownerId))
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(isNotNull(serials.nextDueOn), gte(serials.nextDueOn, addDays(today, -LATE_WINDOW_DAYS)), lte(serials.nextDueOn, addDays(today, DUE_SOON_DAYS)), eq(users.disabled, false), or(sql`${profiles.serviceReminders} IS NULL`, eq(profiles.serviceReminders, true))));
  let sent = 0;
  for (const row of rows) {
    const dueOn = row.serial.nextDueOn!;
    const kind = dueOn <= today ? 'due' : '30-days';
    const claimed = await deps.db.insert(calibrationReminders).values({ serialId: row.serial.id, dueOn, kind }).onConflictDoNothing().returning({ serialId: calibrationReminders.serialId });
    if (claimed.length === 0) continue;
    const locale: Locale = localeOf(row.locale);
    const bookUrl = `${deps.env.APP_URL}/account/returns/new?instrument=${row.serial.id}&type=calibration`;
    await deps.mailer.send(
      calibrationReminderMail(row.email, { kind, instrument: localizedField(row.product, 'name', locale), serial: row.serial.number, date: formatLongDate(dueOn, locale), bookUrl }, locale),
    );
    sent++;
  }
  return sent;
}

/** One run under the lease: of several instances, one sends. */
export function runCalibrationReminders(deps: AppDeps, holder?: string): Promise<number | undefined> {
  return withLease(deps.db, JOB, LEASE_MS, () => sendCalibrationReminders(deps), holder);
}

/** Hourly, one instance at a time. */
export function startCalibrationReminders(deps: AppDeps, intervalMs?: number): StopJob {
  return startHourlyJob(deps, 'calibration reminders', () => runCalibrationReminders(deps), intervalMs);
}
