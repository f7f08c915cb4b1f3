import type { Locale } from '../../../shared/locales';
import { labelled } from '../../../shared/punctuation';
import { BRAND } from '../../../shared/settings/brand';
import type { MailMessage } from '../../mail/mailer';

/**
 * An admin's answer to an enquiry. The admin writes the body; the frame around it (greeting, reference, the
 * visitor's own message quoted, closing) is in the language the visitor used on the site.
 */
const FRAME: Record<Locale, { enquiry: string; greeting: string; reference: string; yourMessage: string; closing: string }> = {
  en: {
    enquiry: 'Your enquiry',
    greeting: 'Dear {name},',
    reference: 'Your reference: {ref}',
    yourMessage: 'Your message:',
    closing: 'Kind regards,',
  },
  de: {
    enquiry: 'Ihre Anfrage',
    greeting: 'Guten Tag {name},',
    reference: 'Ihre Referenz: {ref}',
    yourMessage: 'Ihre Nachricht:',
    closing: 'Mit freundlichen Grüßen',
  },
  es: {
    enquiry: 'Su consulta',
    greeting: 'Estimado/a {name}:',
    reference: 'Su referencia: {ref}',
    yourMessage: 'Su mensaje:',
    closing: 'Atentamente,',
  },
  fr: {
    enquiry: 'Votre demande',
    greeting: 'Bonjour {name},',
    reference: 'Votre référence\u00a0: {ref}',
    yourMessage: 'Votre message\u00a0:',
    closing: 'Cordialement,',
  },
  nl: {
    enquiry: 'Uw aanvraag',
    greeting: 'Beste {name},',
    reference: 'Uw referentie: {ref}',
    yourMessage: 'Uw bericht:',
    closing: 'Met vriendelijke groet,',
  },
  pt: {
    enquiry: 'O seu pedido',
    greeting: 'Caro(a) {name},',
    reference: 'A sua referência: {ref}',
    yourMessage: 'A sua mensagem:',
    closing: 'Com os melhores cumprimentos,',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const paragraphHtml = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;

/** "E-12", the reference the receipt and the staff notice already use. */
export const enquiryReference = (id: number) => `E-${id}`;

/** "Re: Your enquiry E-12: VH-15 Portable DC Holiday Detector (VH-15)", in the visitor's language. */
export function replySubject(locale: Locale, id: number, productName: string): string {
  const topic = `${FRAME[locale].enquiry} ${enquiryReference(id)}`;
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

export function enquiryReplyMail(input: ReplyMailInput): MailMessage {
  const t = FRAME[input.locale];
  const greeting = t.greeting.replace('{name}', input.name);
  const reference = t.reference.replace('{ref}', enquiryReference(input.id));
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
