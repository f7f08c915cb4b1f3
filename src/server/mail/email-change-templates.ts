import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import { linkMail } from './link-mail';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

// The two mails of a change of e-mail address (docs/decisions/0043): the link to the new address, which makes the
// change, and the notice to the old address once it has been made.

/** To the new address: the single-use link that makes the change (`hours` long). */
export function emailChangeLinkMail(to: { name: string; newEmail: string }, url: string, hours: number, locale: Locale): MailMessage {
  return linkMail(to.newEmail, serverTexts(locale).mail.emailChange.link, url, { name: to.name, email: to.newEmail, brand: BRAND.name, hours }, locale);
}

/** To the old address, once the change is made: which address replaced it, and what to do if it was not them. */
export function emailChangedNoticeMail(to: { name: string; oldEmail: string; newEmail: string }, loginUrl: string, locale: Locale): MailMessage {
  const { common, emailChange } = serverTexts(locale).mail;
  const w = emailChange.notice;
  const values = { name: to.name, old: to.oldEmail, new: to.newEmail, brand: BRAND.name };
  const [greeting, intro] = [common.hello, w.intro].map((text) => fill(text, values)) as [string, string];
  const text = `${greeting}\n\n${intro}\n\n${labelled(locale, w.signIn, loginUrl)}\n\n${w.notYou}\n\n${BRAND.name}`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(w.signIn)}</a></p>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to: to.oldEmail, subject: `${w.subject} | ${BRAND.name}`, text, html };
}
