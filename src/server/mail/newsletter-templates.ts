import { BRAND } from '../../shared/settings/brand';
import type { Locale } from '../../shared/locales';
import { linkMail, type LinkMailWords } from './link-mail';
import type { MailMessage } from './mailer';

/** The double opt-in e-mail of POST /api/newsletter, in the language the visitor signed up in. */
const CONFIRM: Record<Locale, LinkMailWords> = {
  en: {
    subject: 'Please confirm your newsletter subscription',
    greeting: 'Hello {name},',
    intro: `Thank you for signing up for the ${BRAND.name} newsletter. Please confirm your e-mail address to start receiving news about our products, offers and events.`,
    action: 'Confirm my subscription',
    expiry: 'This link will expire in 7 days and can be used once.',
    ignore: 'If you did not sign up, you can ignore this e-mail: you will not be subscribed.',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    greeting: 'Hallo {name},',
    intro: `vielen Dank für Ihre Anmeldung zum Newsletter von ${BRAND.name}. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Neuigkeiten zu unseren Produkten, Angeboten und Veranstaltungen zu erhalten.`,
    action: 'Abonnement bestätigen',
    expiry: 'Dieser Link ist 7 Tage gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie sich nicht angemeldet haben, können Sie diese E-Mail ignorieren: Sie werden nicht in den Verteiler aufgenommen.',
  },
  es: {
    subject: 'Confirme su suscripción al boletín',
    greeting: 'Hola, {name}:',
    intro: `Gracias por suscribirse al boletín de ${BRAND.name}. Confirme su dirección de correo electrónico para empezar a recibir novedades sobre nuestros productos, ofertas y eventos.`,
    action: 'Confirmar mi suscripción',
    expiry: 'Este enlace caduca dentro de 7 días y solo puede utilizarse una vez.',
    ignore: 'Si no se ha suscrito, puede ignorar este correo: no se le dará de alta.',
  },
  fr: {
    subject: 'Veuillez confirmer votre abonnement à la newsletter',
    greeting: 'Bonjour {name},',
    intro: `Merci de votre inscription à la newsletter de ${BRAND.name}. Veuillez confirmer votre adresse e-mail pour recevoir nos actualités sur nos produits, nos offres et nos événements.`,
    action: 'Confirmer mon abonnement',
    expiry: 'Ce lien expire dans 7 jours et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail\u00a0: vous ne serez pas abonné.',
  },
  nl: {
    subject: 'Bevestig uw inschrijving voor de nieuwsbrief',
    greeting: 'Beste {name},',
    intro: `Bedankt voor uw inschrijving voor de nieuwsbrief van ${BRAND.name}. Bevestig uw e-mailadres om nieuws over onze producten, aanbiedingen en evenementen te ontvangen.`,
    action: 'Mijn inschrijving bevestigen',
    expiry: 'Deze link verloopt over 7 dagen en kan één keer worden gebruikt.',
    ignore: 'Hebt u zich niet ingeschreven? Dan kunt u deze e-mail negeren: u wordt niet ingeschreven.',
  },
  pt: {
    subject: 'Confirme a sua subscrição da newsletter',
    greeting: 'Olá {name},',
    intro: `Obrigado por subscrever a newsletter da ${BRAND.name}. Confirme o seu endereço de e-mail para começar a receber novidades sobre os nossos produtos, ofertas e eventos.`,
    action: 'Confirmar a minha subscrição',
    expiry: 'Esta ligação expira dentro de 7 dias e só pode ser utilizada uma vez.',
    ignore: 'Se não fez esta subscrição, pode ignorar este e-mail: não será inscrito.',
  },
};


export function newsletterConfirmationMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  return linkMail(to, CONFIRM[locale], url, { name }, locale);
}
