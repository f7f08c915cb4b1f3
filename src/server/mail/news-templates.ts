import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

/** The portal's news e-mails (issue 12): an announcement, and a message in a thread between Voltara and a company. */

interface Words {
  announcementSubject: string;
  announcementIntro: string;
  announcementOpen: string;
  messageSubject: string;
  messageIntro: string;
  messageOpen: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    announcementSubject: 'New announcement: {title}',
    announcementIntro: 'Voltara has published a new announcement in the dealer portal.',
    announcementOpen: 'Read it in the portal',
    messageSubject: 'New message from Voltara: {subject}',
    messageIntro: '{author} of Voltara wrote to {company}:',
    messageOpen: 'Open the conversation and reply',
  },
  de: {
    announcementSubject: 'Neue Mitteilung: {title}',
    announcementIntro: 'Voltara hat im Händlerportal eine neue Mitteilung veröffentlicht.',
    announcementOpen: 'Im Portal lesen',
    messageSubject: 'Neue Nachricht von Voltara: {subject}',
    messageIntro: '{author} von Voltara hat an {company} geschrieben:',
    messageOpen: 'Unterhaltung öffnen und antworten',
  },
  es: {
    announcementSubject: 'Nuevo anuncio: {title}',
    announcementIntro: 'Voltara ha publicado un nuevo anuncio en el portal de distribuidores.',
    announcementOpen: 'Leerlo en el portal',
    messageSubject: 'Nuevo mensaje de Voltara: {subject}',
    messageIntro: '{author}, de Voltara, ha escrito a {company}:',
    messageOpen: 'Abrir la conversación y responder',
  },
  fr: {
    announcementSubject: 'Nouvelle annonce\u00a0: {title}',
    announcementIntro: 'Voltara a publié une nouvelle annonce sur le portail des distributeurs.',
    announcementOpen: 'La lire sur le portail',
    messageSubject: 'Nouveau message de Voltara\u00a0: {subject}',
    messageIntro: '{author}, de Voltara, a écrit à {company}\u00a0:',
    messageOpen: 'Ouvrir la conversation et répondre',
  },
  nl: {
    announcementSubject: 'Nieuwe mededeling: {title}',
    announcementIntro: 'Voltara heeft een nieuwe mededeling gepubliceerd in het dealerportaal.',
    announcementOpen: 'Lees het in het portaal',
    messageSubject: 'Nieuw bericht van Voltara: {subject}',
    messageIntro: '{author} van Voltara schreef aan {company}:',
    messageOpen: 'Open het gesprek en antwoord',
  },
  pt: {
    announcementSubject: 'Novo anúncio: {title}',
    announcementIntro: 'A Voltara publicou um novo anúncio no portal de distribuidores.',
    announcementOpen: 'Lê-lo no portal',
    messageSubject: 'Nova mensagem da Voltara: {subject}',
    messageIntro: '{author}, da Voltara, escreveu a {company}:',
    messageOpen: 'Abrir a conversa e responder',
  },
};

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
  const w = WORDS[locale];
  const subject = fillTemplate(w.announcementSubject, { title: announcement.title });
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
  const w = WORDS[locale];
  const intro = fillTemplate(w.messageIntro, { author: message.author, company: message.company });
  const subject = fillTemplate(w.messageSubject, { subject: message.subject });
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
