import type { PublicEnquiry } from '../../../shared/enquiries/enquiry.schema';
import type { Locale } from '../../../shared/locales';
import { BRAND } from '../../../shared/settings/brand';
import type { MailMessage } from '../../mail/mailer';
import { labelled } from '../../../shared/punctuation';
import { escapeHtml } from '../../mail/text';
import { formText } from './form-texts';

/** What the visitor filled in, as label and value lines in one language (empty values left out). */
export type Lines = (locale: Locale) => Array<[string, string]>;

/** Every form whose receipt and notice are written here: the product page's, the training pages' and issue 9's. */
export type MailedFormKind = Exclude<PublicEnquiry['kind'], 'questionnaire'>;

/**
 * A mail's text and HTML in one language: the intro paragraphs, then the lines as a table (also used by the
 * questionnaire's mails).
 */
export function mailBody(intro: readonly string[], lines: Array<[string, string]>, locale: Locale): { text: string; html: string } {
  const shown = lines.filter(([, value]) => value.trim() !== '');
  const text = `${intro.join('\n\n')}\n\n${shown.map(([k, v]) => labelled(locale, k, v)).join('\n')}\n\n${BRAND.name}`;
  const html = `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<table>${shown
    .map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('')}</table><p>${escapeHtml(BRAND.name)}</p>`;
  return { text, html };
}

/** "Reference: E-12" in the receipt's language. */
export const referenceLine = (locale: Locale, id: number) => labelled(locale, formText(locale, 'mail.reference'), `E-${id}`);

/** The visitor's copy, in their language, with the reference staff will quote (DECISIONS.md "E-mail and documents"). */
export function formReceiptMail(kind: MailedFormKind, to: string, greeting: string, id: number, lines: Lines, locale: Locale): MailMessage {
  const t = (key: string) => formText(locale, key);
  const intro = [`${greeting},`, t('mail.thanks'), t(`mail.reply.${kind}`), referenceLine(locale, id), t('mail.copy')];
  return { to, subject: `${t(`mail.subject.${kind}`)} | ${BRAND.name}`, ...mailBody(intro, lines(locale), locale) };
}

/** To the recipient of the kind in the settings, in English (the staff's language), naming the visitor's language. */
export function formNoticeMail(kind: MailedFormKind, to: string, id: number, subject: string, lines: Lines, locale: Locale): MailMessage {
  const intro = [`New ${kind} E-${id} from the website (visitor's language: ${locale}).`];
  return { to, subject: `[E-${id}] ${kind}: ${subject}`, ...mailBody(intro, lines('en'), 'en') };
}
