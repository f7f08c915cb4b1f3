import type { Enquiry } from '../../shared/enquiries/enquiry.schema';
import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';

/** The visitor's receipt, in their language (DECISIONS.md "E-mail and documents"). */
const RECEIPT: Record<Locale, { subject: Record<Enquiry['kind'], string>; thanks: string; reply: string; copy: string; product: string; reference: string }> = {
  en: {
    subject: { 'product-question': 'We received your question', 'product-enquiry': 'We received your enquiry', training: 'We received your training booking' },
    thanks: 'Thank you for contacting Voltara Test Equipment.',
    reply: 'One of our engineers will get back to you within one working day.',
    copy: 'What you sent us:',
    product: 'Product',
    reference: 'Reference',
  },
  de: {
    subject: { 'product-question': 'Wir haben Ihre Frage erhalten', 'product-enquiry': 'Wir haben Ihre Anfrage erhalten', training: 'Wir haben Ihre Schulungsbuchung erhalten' },
    thanks: 'Vielen Dank, dass Sie Voltara Test Equipment kontaktiert haben.',
    reply: 'Einer unserer Ingenieure meldet sich innerhalb eines Arbeitstages bei Ihnen.',
    copy: 'Ihre Angaben:',
    product: 'Produkt',
    reference: 'Referenz',
  },
  es: {
    subject: { 'product-question': 'Hemos recibido su pregunta', 'product-enquiry': 'Hemos recibido su consulta', training: 'Hemos recibido su reserva de formación' },
    thanks: 'Gracias por ponerse en contacto con Voltara Test Equipment.',
    reply: 'Uno de nuestros ingenieros le responderá en un día laborable.',
    copy: 'Lo que nos ha enviado:',
    product: 'Producto',
    reference: 'Referencia',
  },
  fr: {
    subject: { 'product-question': 'Nous avons reçu votre question', 'product-enquiry': 'Nous avons reçu votre demande', training: 'Nous avons reçu votre réservation de formation' },
    thanks: 'Merci d’avoir contacté Voltara Test Equipment.',
    reply: 'Un de nos ingénieurs vous répondra sous un jour ouvré.',
    copy: 'Ce que vous nous avez envoyé :',
    product: 'Produit',
    reference: 'Référence',
  },
  nl: {
    subject: { 'product-question': 'We hebben uw vraag ontvangen', 'product-enquiry': 'We hebben uw aanvraag ontvangen', training: 'We hebben uw trainingsboeking ontvangen' },
    thanks: 'Bedankt voor uw bericht aan Voltara Test Equipment.',
    reply: 'Een van onze engineers neemt binnen één werkdag contact met u op.',
    copy: 'Wat u ons stuurde:',
    product: 'Product',
    reference: 'Referentie',
  },
  pt: {
    subject: { 'product-question': 'Recebemos a sua pergunta', 'product-enquiry': 'Recebemos o seu pedido', training: 'Recebemos a sua reserva de formação' },
    thanks: 'Obrigado por contactar a Voltara Test Equipment.',
    reply: 'Um dos nossos engenheiros responderá no prazo de um dia útil.',
    copy: 'O que nos enviou:',
    product: 'Produto',
    reference: 'Referência',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The form's fields as label/value lines (the same for the receipt and the internal notice). */
export function enquiryLines(enquiry: Enquiry, productName: string): Array<[string, string]> {
  const lines: Array<[string, string]> = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Company', enquiry.company],
    ['Telephone', enquiry.telephone],
    ['Country', enquiry.country],
    ['Product', productName],
  ];
  if (enquiry.kind === 'product-enquiry') lines.push(['Quantity', String(enquiry.quantity)]);
  if (enquiry.kind === 'training') {
    lines.push(['Attendees', enquiry.attendees.map((a) => a.name).join(', ')]);
    lines.push(['Preferred date', enquiry.preferredDate]);
    lines.push(['Preferred time', enquiry.preferredTime]);
  }
  lines.push(['Message', enquiry.message]);
  return lines.filter(([, value]) => value !== '');
}

function body(intro: string[], lines: Array<[string, string]>): { text: string; html: string } {
  const text = `${intro.join('\n\n')}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${BRAND.name}`;
  const html = `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('')}</table><p>${escapeHtml(BRAND.name)}</p>`;
  return { text, html };
}

export function enquiryReceiptMail(enquiry: Enquiry, id: number, productName: string, locale: Locale): MailMessage {
  const t = RECEIPT[locale];
  const { text, html } = body([`${enquiry.name},`, t.thanks, t.reply, `${t.reference}: E-${id}`, t.copy], enquiryLines(enquiry, productName));
  return { to: enquiry.email, subject: `${t.subject[enquiry.kind]} | ${BRAND.name}`, text, html };
}

/** To Voltara's recipient of the kind (in English, the staff's language). */
export function enquiryNoticeMail(to: string, enquiry: Enquiry, id: number, productName: string, locale: Locale): MailMessage {
  const { text, html } = body([`New ${enquiry.kind} E-${id} from the website (visitor's language: ${locale}).`], enquiryLines(enquiry, productName));
  return { to, subject: `[E-${id}] ${enquiry.kind}: ${productName}`, text, html };
}
