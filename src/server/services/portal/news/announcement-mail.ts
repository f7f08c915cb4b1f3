import { and, eq } from 'drizzle-orm';
import { isLocale, localizedField, type Locale } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import { announcements } from '../../../db/schema';
import { withLease } from '../../../jobs/lease';
import { startHourlyJob } from '../../../jobs/hourly';
import { announcementMail } from '../../../mail/news-templates';
import { plainText } from '../../articles/plain-text';
import { audienceOf, rolesOf, withinWindow } from './audience';

/**
 * An announcement is e-mailed to its audience once, when it becomes published: on saving when its window has
 * begun, else by the hourly run. The `emailed` flag is claimed by one conditional update before anything is sent, so
 * a save and the hourly run (or two instances) never both send it.
 */

const JOB = 'announcement-mail';
const LEASE_MS = 10 * 60_000;

/** Sends announcement `id` if it is published now and not sent yet; returns how many people it went to. */
export async function emailAnnouncementIfDue(deps: AppDeps, id: number, now = new Date()): Promise<number> {
  const [claimed] = await deps.db
    .update(announcements)
    .set({ emailed: true })
    .where(and(eq(announcements.id, id), eq(announcements.emailed, false), withinWindow(now)))
    .returning();
  if (!claimed) return 0;
  const audience = await audienceOf(deps, { roles: rolesOf(claimed.roles), companyId: claimed.companyId, countryId: claimed.countryId });
  const url = `${deps.env.APP_URL.replace(/\/$/, '')}/portal/announcements/${claimed.id}`;
  for (const person of audience) {
    const locale: Locale = isLocale(person.locale) ? person.locale : 'en';
    const bodyHtml = localizedField(claimed, 'body', locale);
    await deps.mailer.send(
      announcementMail(person.email, { title: localizedField(claimed, 'title', locale), bodyHtml, bodyText: plainText(bodyHtml), url }, locale),
    );
  }
  return audience.length;
}

/** The hourly part: every announcement whose window has begun (and not ended) and that has not been sent. */
export async function sendDueAnnouncements(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.emailed, false), withinWindow(now)));
  let sent = 0;
  for (const row of due) sent += await emailAnnouncementIfDue(deps, row.id, now);
  return sent;
}

/** One run under the lease: of several instances, one sends. */
export function runAnnouncementMail(deps: AppDeps, holder?: string): Promise<number | undefined> {
  return withLease(deps.db, JOB, LEASE_MS, () => sendDueAnnouncements(deps), holder);
}

/** Hourly, one instance at a time: scheduled announcements are e-mailed within the hour they start. */
export function startAnnouncementMail(deps: AppDeps): () => void {
  return startHourlyJob(deps, 'announcement e-mails', () => runAnnouncementMail(deps));
}
