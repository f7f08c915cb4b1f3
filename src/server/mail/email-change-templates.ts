import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { linkMail, type LinkMailWords } from './link-mail';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

// The two mails of a change of e-mail address (docs/decisions/0043): the link to the new address, which makes the
// change, and the notice to the old address once it has been made.

const LINK: Record<Locale, LinkMailWords> = {
  en: {
    subject: 'Confirm your new e-mail address',
    greeting: 'Hello {name},',
    intro: 'You asked to use {email} as the e-mail address of your {brand} account. Please confirm it: the address changes only when you open this link.',
    action: 'Confirm new e-mail address',
    expiry: 'This link works once and expires in {hours} hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your account keeps its current address.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: 'Hallo {name},',
    intro: 'Sie möchten {email} als E-Mail-Adresse Ihres Kontos bei {brand} verwenden. Bitte bestätigen Sie sie: Die Adresse ändert sich erst, wenn Sie diesen Link öffnen.',
    action: 'Neue E-Mail-Adresse bestätigen',
    expiry: 'Dieser Link funktioniert einmal und läuft in {hours} Stunden ab.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Konto behält seine bisherige Adresse.',
  },
  es: {
    subject: 'Confirme su nueva dirección de correo electrónico',
    greeting: 'Hola, {name}:',
    intro: 'Ha solicitado usar {email} como dirección de correo electrónico de su cuenta de {brand}. Confírmela: la dirección solo cambia cuando abra este enlace.',
    action: 'Confirmar la nueva dirección de correo',
    expiry: 'Este enlace funciona una sola vez y caduca en {hours} horas.',
    ignore: 'Si no lo ha solicitado, puede ignorar este correo: su cuenta conserva su dirección actual.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: 'Bonjour {name},',
    intro: 'Vous avez demandé à utiliser {email} comme adresse e-mail de votre compte {brand}. Veuillez la confirmer\u00a0: l’adresse ne change que lorsque vous ouvrez ce lien.',
    action: 'Confirmer la nouvelle adresse e-mail',
    expiry: 'Ce lien ne fonctionne qu’une fois et expire dans {hours} heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail\u00a0: votre compte garde son adresse actuelle.',
  },
  nl: {
    subject: 'Bevestig uw nieuwe e-mailadres',
    greeting: 'Hallo {name},',
    intro: 'U hebt gevraagd om {email} te gebruiken als e-mailadres van uw account bij {brand}. Bevestig het: het adres verandert pas wanneer u deze link opent.',
    action: 'Nieuw e-mailadres bevestigen',
    expiry: 'Deze link werkt één keer en verloopt over {hours} uur.',
    ignore: 'Hebt u dit niet gevraagd, dan kunt u deze e-mail negeren: uw account houdt zijn huidige adres.',
  },
  pt: {
    subject: 'Confirme o seu novo endereço de e-mail',
    greeting: 'Olá {name},',
    intro: 'Pediu para usar {email} como endereço de e-mail da sua conta na {brand}. Confirme-o: o endereço só muda quando abrir esta ligação.',
    action: 'Confirmar o novo endereço de e-mail',
    expiry: 'Esta ligação funciona uma única vez e expira dentro de {hours} horas.',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail: a sua conta mantém o endereço atual.',
  },
};

interface NoticeWords {
  subject: string;
  greeting: string;
  intro: string;
  signIn: string;
  notYou: string;
}

const NOTICE: Record<Locale, NoticeWords> = {
  en: {
    subject: 'The e-mail address of your account has changed',
    greeting: 'Hello {name},',
    intro: 'The e-mail address of your {brand} account has been changed from {old} to {new}. From now on, log in with the new address; this address no longer receives messages about the account.',
    signIn: 'Log in',
    notYou: 'If you did not make this change, reply to this e-mail or contact us at once so that we can secure your account.',
  },
  de: {
    subject: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    greeting: 'Hallo {name},',
    intro: 'Die E-Mail-Adresse Ihres Kontos bei {brand} wurde von {old} in {new} geändert. Melden Sie sich ab jetzt mit der neuen Adresse an; diese Adresse erhält keine Nachrichten zum Konto mehr.',
    signIn: 'Anmelden',
    notYou: 'Wenn Sie diese Änderung nicht vorgenommen haben, antworten Sie auf diese E-Mail oder kontaktieren Sie uns sofort, damit wir Ihr Konto sichern können.',
  },
  es: {
    subject: 'La dirección de correo electrónico de su cuenta ha cambiado',
    greeting: 'Hola, {name}:',
    intro: 'La dirección de correo electrónico de su cuenta de {brand} ha cambiado de {old} a {new}. A partir de ahora, inicie sesión con la nueva dirección; esta dirección ya no recibe mensajes sobre la cuenta.',
    signIn: 'Iniciar sesión',
    notYou: 'Si no ha hecho este cambio, responda a este correo o contacte con nosotros de inmediato para que podamos proteger su cuenta.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte a été modifiée',
    greeting: 'Bonjour {name},',
    intro: 'L’adresse e-mail de votre compte {brand} est passée de {old} à {new}. Désormais, connectez-vous avec la nouvelle adresse\u202f; cette adresse ne reçoit plus de messages concernant le compte.',
    signIn: 'Se connecter',
    notYou: 'Si vous n’êtes pas à l’origine de cette modification, répondez à cet e-mail ou contactez-nous immédiatement afin que nous sécurisions votre compte.',
  },
  nl: {
    subject: 'Het e-mailadres van uw account is gewijzigd',
    greeting: 'Hallo {name},',
    intro: 'Het e-mailadres van uw account bij {brand} is gewijzigd van {old} in {new}. Meld u voortaan aan met het nieuwe adres; dit adres ontvangt geen berichten over het account meer.',
    signIn: 'Aanmelden',
    notYou: 'Hebt u deze wijziging niet gedaan, beantwoord dan deze e-mail of neem direct contact met ons op, zodat wij uw account kunnen beveiligen.',
  },
  pt: {
    subject: 'O endereço de e-mail da sua conta foi alterado',
    greeting: 'Olá {name},',
    intro: 'O endereço de e-mail da sua conta na {brand} foi alterado de {old} para {new}. A partir de agora, inicie sessão com o novo endereço; este endereço deixa de receber mensagens sobre a conta.',
    signIn: 'Iniciar sessão',
    notYou: 'Se não fez esta alteração, responda a este e-mail ou contacte-nos de imediato para protegermos a sua conta.',
  },
};

/** To the new address: the single-use link that makes the change (`hours` long). */
export function emailChangeLinkMail(to: { name: string; newEmail: string }, url: string, hours: number, locale: Locale): MailMessage {
  return linkMail(to.newEmail, LINK[locale], url, { name: to.name, email: to.newEmail, brand: BRAND.name, hours: String(hours) }, locale);
}

/** To the old address, once the change is made: which address replaced it, and what to do if it was not them. */
export function emailChangedNoticeMail(to: { name: string; oldEmail: string; newEmail: string }, loginUrl: string, locale: Locale): MailMessage {
  const w = NOTICE[locale];
  const values = { name: to.name, old: to.oldEmail, new: to.newEmail, brand: BRAND.name };
  const [greeting, intro] = [w.greeting, w.intro].map((text) => fillTemplate(text, values)) as [string, string];
  const text = `${greeting}\n\n${intro}\n\n${labelled(locale, w.signIn, loginUrl)}\n\n${w.notYou}\n\n${BRAND.name}`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(w.signIn)}</a></p>`,
    `<p>${escapeHtml(w.notYou)}</p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to: to.oldEmail, subject: `${w.subject} | ${BRAND.name}`, text, html };
}
