import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

interface Words {
  subject: string;
  greeting: string;
  intro: string;
  why: string;
  action: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: 'Agreement to accept: {agreement} (version {version})',
    greeting: 'Dear {name},',
    intro: 'Version {version} of "{agreement}" has been published for {company} and is waiting to be accepted.',
    why: 'Please read it in the dealer portal and accept it on behalf of your company. Each version is accepted once; the portal records who accepted it and when.',
    action: 'Read and accept the agreement',
  },
  de: {
    subject: 'Zu akzeptierende Vereinbarung: {agreement} (Version {version})',
    greeting: 'Guten Tag {name},',
    intro: 'Version {version} von „{agreement}“ wurde für {company} veröffentlicht und wartet auf Ihre Zustimmung.',
    why: 'Bitte lesen Sie sie im Händlerportal und akzeptieren Sie sie im Namen Ihres Unternehmens. Jede Version wird einmal akzeptiert; das Portal hält fest, wer sie wann akzeptiert hat.',
    action: 'Vereinbarung lesen und akzeptieren',
  },
  es: {
    subject: 'Acuerdo pendiente de aceptar: {agreement} (versión {version})',
    greeting: 'Estimado/a {name}:',
    intro: 'Se ha publicado la versión {version} de «{agreement}» para {company} y está pendiente de aceptación.',
    why: 'Léala en el portal de distribuidores y acéptela en nombre de su empresa. Cada versión se acepta una sola vez; el portal registra quién la aceptó y cuándo.',
    action: 'Leer y aceptar el acuerdo',
  },
  fr: {
    subject: 'Contrat à accepter\u00a0: {agreement} (version {version})',
    greeting: 'Bonjour {name},',
    intro: 'La version {version} de «\u00a0{agreement}\u00a0» a été publiée pour {company} et attend d’être acceptée.',
    why: 'Veuillez la lire dans le portail distributeurs et l’accepter au nom de votre société. Chaque version est acceptée une fois\u202f; le portail enregistre qui l’a acceptée et quand.',
    action: 'Lire et accepter le contrat',
  },
  nl: {
    subject: 'Te accepteren overeenkomst: {agreement} (versie {version})',
    greeting: 'Beste {name},',
    intro: 'Versie {version} van "{agreement}" is gepubliceerd voor {company} en wacht op acceptatie.',
    why: 'Lees haar in het dealerportaal en accepteer haar namens uw bedrijf. Elke versie wordt één keer geaccepteerd; het portaal legt vast wie haar wanneer heeft geaccepteerd.',
    action: 'Overeenkomst lezen en accepteren',
  },
  pt: {
    subject: 'Acordo por aceitar: {agreement} (versão {version})',
    greeting: 'Caro/a {name},',
    intro: 'A versão {version} de "{agreement}" foi publicada para {company} e aguarda aceitação.',
    why: 'Leia-a no portal de distribuidores e aceite-a em nome da sua empresa. Cada versão é aceite uma vez; o portal regista quem a aceitou e quando.',
    action: 'Ler e aceitar o acordo',
  },
};

/** "Agreement to accept" (issue 12): a new version was published for the recipient's company; a link to read and accept it. */
export function agreementToAcceptMail(
  to: string,
  details: { name: string; agreement: string; version: number; company: string; url: string },
  locale: Locale,
): MailMessage {
  const w = WORDS[locale];
  const values = { name: details.name, agreement: details.agreement, version: String(details.version), company: details.company };
  const greeting = fillTemplate(w.greeting, values);
  const intro = fillTemplate(w.intro, values);
  const text = `${greeting}\n\n${intro}\n\n${w.why}\n\n${labelled(locale, w.action, details.url)}\n\n${BRAND.name}`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p>` +
    `<p><a href="${escapeHtml(details.url)}">${escapeHtml(w.action)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fillTemplate(w.subject, values), text, html };
}
