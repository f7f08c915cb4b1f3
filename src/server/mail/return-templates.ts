import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import type { ReturnStatus } from '../../shared/returns/enums';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

function mail(to: string, subject: string, paragraphs: string[], link: { url: string; label: string }, locale: Locale): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${labelled(locale, link.label, link.url)}\n\n${BRAND.name}`;
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject, text, html };
}

/** The booking's confirmation, with what to print and how to send the parcel. */
export function returnBookedMail(to: string, rma: string, url: string, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.returns;
  return mail(to, fill(w.created.subject, { rma }), [fill(w.created.intro, { rma }), w.created.print, w.created.pack], { url, label: w.view }, locale);
}

/** Every status change of a return (issue 10), in the customer's language. */
export function returnStatusMail(to: string, rma: string, status: ReturnStatus, note: string, url: string, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.returns;
  const values = { rma, status: w.status[status] };
  return mail(to, fill(w.changed.subject, values), [fill(w.changed.intro, values), ...(note ? [note] : [])], { url, label: w.view }, locale);
}

export const returnStatusWord = (status: ReturnStatus, locale: Locale) => serverTexts(locale).mail.returns.status[status];
