import { BRAND } from '../../shared/settings/brand';
import { labelled } from '../../shared/punctuation';
import type { Locale } from '../../shared/locales';
import { serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** E-mails are written in the recipient's language (DECISIONS.md "E-mail and documents"). */
export function passwordResetMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  const t = serverTexts(locale).mail.passwordReset;
  const text = `${name},\n\n${t.intro}\n\n${labelled(locale, t.action, url)}\n\n${t.expiry}\n${t.ignore}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(name)},</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(
    t.action,
  )}</a></p><p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: `${t.subject} | ${BRAND.name}`, text, html };
}
