import type { Locale } from '../../../shared/locales';

/** SPEC.md section 8: "enquiry sent", in the visitor's language. */
export const ENQUIRY_SENT: Record<Locale, string> = {
  en: 'Enquiry sent. We will get back to you shortly.',
  de: 'Anfrage gesendet. Wir melden uns in Kürze bei Ihnen.',
  es: 'Consulta enviada. Le responderemos en breve.',
  fr: 'Demande envoyée. Nous vous répondrons rapidement.',
  nl: 'Aanvraag verzonden. We nemen spoedig contact met u op.',
  pt: 'Pedido enviado. Entraremos em contacto consigo em breve.',
};
