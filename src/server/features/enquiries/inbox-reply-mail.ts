import type { Locale } from '../../../shared/locales';
import { labelled } from '../../../shared/punctuation';
import { BRAND } from '../../../shared/settings/brand';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/text';
import { fill, serverTexts } from '../../texts';

const paragraphHtml = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;

/** "E-12", the reference the receipt and the staff notice already use. */
export const enquiryReference = (id: number) => `E-${id}`;

/** "Re: Your enquiry E-12: VH-15 Portable DC Holiday Detector (VH-15)", in the visitor's language. */
export function replySubject(locale: Locale, id: number, productName: string): string {
  const topic = `${serverTexts(locale).mail.enquiryReply.enquiry} ${enquiryReference(id)}`;
  return labelled(locale, 'Re', productName ? labelled(locale, topic, productName) : topic);
}

export interface ReplyMailInput {
  to: string;
  name: string;
  locale: Locale;
  id: number;
  productName: string;
  /** What the visitor wrote (quoted under the answer when there is any). */
  original: string;
  /** The admin's answer. */
  text: string;
  /** Who signs it. */
  signedBy: string;
}

/**
 * An admin's answer to an enquiry. The admin writes the body; the frame around it (greeting, reference, the
 * visitor's own message quoted, closing) is in the language the visitor used on the site.
 */
export function enquiryReplyMail(input: ReplyMailInput): MailMessage {
  const t = serverTexts(input.locale).mail.enquiryReply;
  const greeting = fill(t.greeting, { name: input.name });
  const reference = fill(t.reference, { ref: enquiryReference(input.id) });
  const quoted = input.original.trim();
  const signature = `${t.closing}\n${input.signedBy}\n${BRAND.name}`;
  const text = [
    greeting,
    input.text,
    signature,
    reference,
    ...(quoted ? [`${t.yourMessage}\n${quoted.split('\n').map((line) => `> ${line}`).join('\n')}`] : []),
  ].join('\n\n');
  const html = [
    paragraphHtml(greeting),
    paragraphHtml(input.text),
    paragraphHtml(signature),
    paragraphHtml(reference),
    ...(quoted ? [`${paragraphHtml(t.yourMessage)}<blockquote>${paragraphHtml(quoted)}</blockquote>`] : []),
  ].join('');
  return { to: input.to, subject: replySubject(input.locale, input.id, input.productName), text, html };
}
