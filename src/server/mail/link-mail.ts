import { BRAND } from '../../shared/settings/brand';
import { labelled } from '../../shared/punctuation';
import type { Locale } from '../../shared/locales';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/**
 * The words of a mail whose point is one link: the sentences may hold "{{name}}"-style placeholders. Without its own
 * greeting, a mail opens with the common "Hello {{name}},".
 */
export interface LinkMailWords {
  subject: string;
  greeting?: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

/**
 * Every mail that asks the reader to open one link (confirm a registration, a new address, a newsletter subscription;
 * accept an invitation) reads the same way: greeting, why, the link, how long it works and what to do if it was not
 * them, signed by the brand; as plain text and as HTML with every value escaped.
 */
export function linkMail(to: string, words: LinkMailWords, url: string, values: Record<string, string | number>, locale: Locale): MailMessage {
  const [subject, greeting, intro, expiry] = [words.subject, words.greeting ?? serverTexts(locale).mail.common.hello, words.intro, words.expiry].map((text) =>
    fill(text, values),
  ) as [string, string, string, string];
  const text = `${greeting}\n\n${intro}\n\n${labelled(locale, words.action, url)}\n\n${expiry}\n${words.ignore}\n\n${BRAND.name}`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(expiry)}<br>${escapeHtml(words.ignore)}</p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to, subject: `${subject} | ${BRAND.name}`, text, html };
}
