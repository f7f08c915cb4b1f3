import { BRAND } from '../../shared/settings/brand';
import type { Locale } from '../../shared/locales';
import { serverTexts } from '../texts';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';

/** The double opt-in e-mail of POST /api/newsletter, in the language the visitor signed up in. */
export function newsletterConfirmationMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  return linkMail(to, serverTexts(locale).mail.newsletter, url, { name, brand: BRAND.name }, locale);
}
