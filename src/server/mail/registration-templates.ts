import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

// The two mails a registration sends (docs/decisions/0033): the link that confirms a new address, and the notice to
// the owner of an address that already has an account. The visitor is told the same either way.

interface Recipient {
  name: string;
  email: string;
}

/** The link that confirms a newly registered address (single use, `hours` long). */
export function emailConfirmationMail(to: Recipient, url: string, hours: number, locale: Locale): MailMessage {
  return linkMail(to.email, serverTexts(locale).mail.registration.confirm, url, { name: to.name, email: to.email, brand: BRAND.name, hours }, locale);
}

/** To the owner of an address someone tried to register again: log in or reset the password if it was them. */
export function registrationAttemptMail(to: Recipient, links: { login: string; reset: string }, locale: Locale): MailMessage {
  const { common, registration } = serverTexts(locale).mail;
  const w = registration.notice;
  const values = { name: to.name, email: to.email, brand: BRAND.name };
  const [greeting, intro] = [common.hello, w.intro].map((text) => fill(text, values)) as [string, string];
  const text = `${greeting}\n\n${intro}\n\n${w.ifYou}\n${labelled(locale, w.login, links.login)}\n${labelled(locale, w.reset, links.reset)}\n\n${w.ignore}\n\n${BRAND.name}`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(w.ifYou)}</p>`,
    `<p><a href="${escapeHtml(links.login)}">${escapeHtml(w.login)}</a> · <a href="${escapeHtml(links.reset)}">${escapeHtml(w.reset)}</a></p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to: to.email, subject: `${w.subject} | ${BRAND.name}`, text, html };
}
