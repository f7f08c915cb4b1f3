import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { LOCALES, type Locale, localeOf } from '../../../shared/locales';
import { AnnouncementIdSchema, AnnouncementSendSchema } from '../../../shared/announcements/announcements.schema';
import type {
  AnnouncementMailPreview,
  AnnouncementRecipient,
  AnnouncementSendPreview,
  AnnouncementSendResult,
} from '../../../shared/announcements/announcements.types';
import type { AppDeps } from '../../deps';
import { announcements } from '../../db/schema';
import { recordAudit } from '../logs/audit';
import { ANNOUNCEMENTS_SECTION, getAdminAnnouncement, loadAnnouncement } from './admin-announcements';
import { announcementMessage } from './announcement-mail';
import { audienceOf, rolesOf, stateAt } from './audience';
import { sendRefused } from '../messages/send-messages';
import type { Ctx } from '../../service-context';

/**
 * Sending an announcement by e-mail (issue 27). Saving never mails: the admin opens the send dialog, which shows who
 * will get it (its audience among the people who joined) and the e-mail in each language, then sends. The send is
 * claimed by one conditional update on the row as the admin saw it, so a double click, two admins or a stale dialog
 * mail nobody twice; a second send must be confirmed (`again`). Each send is audited with its list of addresses.
 */
type Row = typeof announcements.$inferSelect;

async function recipientsOf(deps: AppDeps, row: Row): Promise<AnnouncementRecipient[]> {
  const people = await audienceOf(deps, { roles: rolesOf(row.roles), companyId: row.companyId, countryId: row.countryId });
  return people.map((person) => ({ ...person, locale: localeOf(person.locale) }));
}

/** The e-mail in all six languages: those the recipients read first (most readers first), then the others. */
function previews(deps: AppDeps, row: Row, recipients: AnnouncementRecipient[]): AnnouncementMailPreview[] {
  const readers = (locale: Locale) => recipients.filter((person) => person.locale === locale).length;
  return [...LOCALES]
    .sort((a, b) => readers(b) - readers(a))
    .map((locale) => {
      // Addressed to the first reader of that language, or to nobody in particular when there is none.
      const to = recipients.find((person) => person.locale === locale)?.email ?? '';
      const { subject, text, html } = announcementMessage(deps, row, to, locale);
      return { locale, recipients: readers(locale), subject, text, html };
    });
}

export async function announcementSendPreview(ctx: Ctx<'deps' | 'locale'>, { id }: z.output<typeof AnnouncementIdSchema>): Promise<AnnouncementSendPreview> {
  const { deps } = ctx;
  const row = await loadAnnouncement(deps, id);
  const recipients = await recipientsOf(deps, row);
  const state = stateAt(row, new Date());
  const { sent } = await getAdminAnnouncement(deps, id);
  return {
    id,
    title: row.title_EN,
    state,
    publishFrom: row.publishFrom.toISOString(),
    sendable: state === 'live' && recipients.length > 0,
    emailed: row.emailed,
    sent,
    recipients,
    mails: previews(deps, row, recipients),
  };
}

export async function sendAnnouncement(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, again }: z.output<typeof AnnouncementSendSchema>): Promise<AnnouncementSendResult> {
  const { deps, actor, locale } = ctx;
  const row = await loadAnnouncement(deps, id);
  const now = new Date();
  const state = stateAt(row, now);
  // Its link must open for the reader: a scheduled or ended announcement is not in the portal.
  if (state !== 'live') throw sendRefused(state, locale);
  if (row.emailed && !again) throw sendRefused('alreadySent', locale);
  const recipients = await recipientsOf(deps, row);
  if (recipients.length === 0) throw sendRefused('nobody', locale);

  // The claim: the row exactly as read above. Whoever changed it first (another send) wins; this one is refused.
  const [claimed] = await deps.db
    .update(announcements)
    .set({ emailed: true, sentAt: now, sentBy: actor.id, sentCount: recipients.length })
    .where(and(eq(announcements.id, id), eq(announcements.emailed, row.emailed), row.sentAt === null ? isNull(announcements.sentAt) : eq(announcements.sentAt, row.sentAt)))
    .returning({ id: announcements.id });
  if (!claimed) throw sendRefused('alreadySent', locale);

  await deps.mailer.sendAll(recipients.map((person) => announcementMessage(deps, row, person.email, person.locale)));
  await recordAudit(deps, actor, {
    section: ANNOUNCEMENTS_SECTION,
    action: 'update',
    recordId: String(id),
    changes: { sent: { at: now.toISOString(), again: row.emailed, count: recipients.length, to: recipients.map((person) => person.email) } },
  });
  return { announcement: await getAdminAnnouncement(deps, id), sent: { at: now.toISOString(), byName: actor.name, count: recipients.length } };
}
