import { localizedField, type Locale, type LocaleCode } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import type { announcements } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { announcementMail } from '../../mail/news-templates';
import { plainText } from '../editorial/plain-text';

/**
 * The e-mail of an announcement in one language, exactly as it goes out: the send dialog's preview and the send itself
 * both build it here, so what the admin reads is what the partners get.
 */
type Announcement = Pick<typeof announcements.$inferSelect, 'id' | `title_${LocaleCode}` | `body_${LocaleCode}`>;

export function announcementUrl(deps: AppDeps, id: number): string {
  return `${deps.env.APP_URL}/portal/announcements/${id}`;
}

/** The message to `to` in `locale` (English texts where that language has none, as the portal shows them). */
export function announcementMessage(deps: AppDeps, row: Announcement, to: string, locale: Locale): MailMessage {
  const bodyHtml = localizedField(row, 'body', locale);
  return announcementMail(to, { title: localizedField(row, 'title', locale), bodyHtml, bodyText: plainText(bodyHtml), url: announcementUrl(deps, row.id) }, locale);
}
