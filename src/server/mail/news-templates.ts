import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** The portal's news e-mails (issue 12): an announcement, and a message in a thread between Voltara and a company. */

/** Plain text as HTML paragraphs: escaped, its line breaks kept. */
const textAsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * An announcement to one of its readers, in their language: the title, the body (HTML already sanitised when it was
 * saved; its plain text for the text part) and the link to it in the portal.
 */
export function announcementMail(
  to: string,
  announcement: { title: string; bodyHtml: string; bodyText: string; url: string },
  locale: Locale,
): MailMessage {
  const w = serverTexts(locale).mail.news;
  const subject = fill(w.announcementSubject, { title: announcement.title });
  const text = `${w.announcementIntro}\n\n${announcement.title}\n\n${announcement.bodyText}\n\n${labelled(locale, w.announcementOpen, announcement.url)}\n\n${BRAND.name}`;
  const html =
    `<p>${escapeHtml(w.announcementIntro)}</p><h1>${escapeHtml(announcement.title)}</h1>${announcement.bodyHtml}` +
    `<p><a href="${escapeHtml(announcement.url)}">${escapeHtml(w.announcementOpen)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject, text, html };
}

/** Voltara's new message (or reply) to a member of the company, in their language; the post is plain text. */
export function voltaraMessageMail(
  to: string,
  message: { subject: string; body: string; author: string; company: string; url: string },
  locale: Locale,
): MailMessage {
  const w = serverTexts(locale).mail.news;
  const intro = fill(w.messageIntro, { author: message.author, company: message.company });
  const subject = fill(w.messageSubject, { subject: message.subject });
  const text = `${intro}\n\n${message.body}\n\n${labelled(locale, w.messageOpen, message.url)}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(intro)}</p>${textAsHtml(message.body)}<p><a href="${escapeHtml(message.url)}">${escapeHtml(w.messageOpen)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject, text, html };
}

/** A partner's post to Voltara's partner desk, in English (the staff's language, as the enquiry notices). */
export function partnerMessageMail(to: string, message: { subject: string; body: string; author: string; company: string; url: string; isNew: boolean }): MailMessage {
  const subject = `${message.isNew ? 'New message' : 'Reply'} from ${message.company}: ${message.subject}`;
  const intro = `${message.author} of ${message.company} wrote in the dealer portal:`;
  const text = `${intro}\n\n${message.body}\n\nOpen the conversation: ${message.url}`;
  const html = `<p>${escapeHtml(intro)}</p>${textAsHtml(message.body)}<p><a href="${escapeHtml(message.url)}">Open the conversation</a></p>`;
  return { to, subject, text, html };
}
