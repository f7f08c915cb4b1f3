import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** "Agreement to accept" (issue 12): a new version was published for the recipient's company; a link to read and accept it. */
export function agreementToAcceptMail(
  to: string,
  details: { name: string; agreement: string; version: number; company: string; url: string },
  locale: Locale,
): MailMessage {
  const { common, agreement: w } = serverTexts(locale).mail;
  const values = { name: details.name, agreement: details.agreement, version: details.version, company: details.company };
  const greeting = fill(common.dear, values);
  const intro = fill(w.intro, values);
  const text = `${greeting}\n\n${intro}\n\n${w.why}\n\n${labelled(locale, w.action, details.url)}\n\n${BRAND.name}`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p>` +
    `<p><a href="${escapeHtml(details.url)}">${escapeHtml(w.action)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fill(w.subject, values), text, html };
}
