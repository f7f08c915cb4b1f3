import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { linkMail, type LinkMailWords } from './link-mail';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

// The two mails a registration sends (docs/decisions/0033): the link that confirms a new address, and the notice to
// the owner of an address that already has an account. The visitor is told the same either way.

const CONFIRM: Record<Locale, LinkMailWords> = {
  en: {
    subject: 'Confirm your e-mail address',
    greeting: 'Hello {name},',
    intro: 'Thank you for creating an account with {brand}. Please confirm your e-mail address {email} to activate it.',
    action: 'Confirm e-mail address',
    expiry: 'This link works once and expires in {hours} hours. Afterwards, log in with your e-mail address and password.',
    ignore: 'If you did not create an account, you can ignore this e-mail: no account is activated without this confirmation.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo {name},',
    intro: 'Vielen Dank, dass Sie ein Konto bei {brand} angelegt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse {email}, um es zu aktivieren.',
    action: 'E-Mail-Adresse bestätigen',
    expiry: 'Dieser Link funktioniert einmal und läuft in {hours} Stunden ab. Melden Sie sich danach mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    ignore: 'Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren: Ohne diese Bestätigung wird kein Konto aktiviert.',
  },
  es: {
    subject: 'Confirme su dirección de correo electrónico',
    greeting: 'Hola, {name}:',
    intro: 'Gracias por crear una cuenta en {brand}. Confirme su dirección de correo electrónico {email} para activarla.',
    action: 'Confirmar dirección de correo',
    expiry: 'Este enlace funciona una sola vez y caduca en {hours} horas. Después, inicie sesión con su correo electrónico y su contraseña.',
    ignore: 'Si no ha creado ninguna cuenta, puede ignorar este correo: sin esta confirmación no se activa ninguna cuenta.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour {name},',
    intro: 'Merci d’avoir créé un compte chez {brand}. Veuillez confirmer votre adresse e-mail {email} pour l’activer.',
    action: 'Confirmer l’adresse e-mail',
    expiry: 'Ce lien ne fonctionne qu’une fois et expire dans {hours} heures. Ensuite, connectez-vous avec votre adresse e-mail et votre mot de passe.',
    ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail\u00a0: aucun compte n’est activé sans cette confirmation.',
  },
  nl: {
    subject: 'Bevestig uw e-mailadres',
    greeting: 'Hallo {name},',
    intro: 'Bedankt voor het aanmaken van een account bij {brand}. Bevestig uw e-mailadres {email} om het te activeren.',
    action: 'E-mailadres bevestigen',
    expiry: 'Deze link werkt één keer en verloopt over {hours} uur. Meld u daarna aan met uw e-mailadres en wachtwoord.',
    ignore: 'Als u geen account hebt aangemaakt, kunt u deze e-mail negeren: zonder deze bevestiging wordt geen account geactiveerd.',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail',
    greeting: 'Olá {name},',
    intro: 'Obrigado por criar uma conta na {brand}. Confirme o seu endereço de e-mail {email} para a ativar.',
    action: 'Confirmar endereço de e-mail',
    expiry: 'Esta ligação funciona uma única vez e expira dentro de {hours} horas. Depois, inicie sessão com o seu e-mail e a sua palavra-passe.',
    ignore: 'Se não criou nenhuma conta, pode ignorar este e-mail: nenhuma conta é ativada sem esta confirmação.',
  },
};

interface NoticeWords {
  subject: string;
  greeting: string;
  intro: string;
  ifYou: string;
  login: string;
  reset: string;
  ignore: string;
}

const NOTICE: Record<Locale, NoticeWords> = {
  en: {
    subject: 'Someone tried to register with your e-mail address',
    greeting: 'Hello {name},',
    intro: 'Someone has just tried to create a new {brand} account with your e-mail address {email}. You already have an account, so nothing was changed.',
    ifYou: 'If it was you, log in to your account, or reset your password if you have forgotten it:',
    login: 'Log in',
    reset: 'Reset your password',
    ignore: 'If it was not you, you can ignore this e-mail: your account and your password stay as they are.',
  },
  de: {
    subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
    greeting: 'Hallo {name},',
    intro: 'Soeben wollte jemand mit Ihrer E-Mail-Adresse {email} ein neues Konto bei {brand} anlegen. Sie haben bereits ein Konto, daher wurde nichts geändert.',
    ifYou: 'Wenn Sie das waren, melden Sie sich bei Ihrem Konto an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben:',
    login: 'Anmelden',
    reset: 'Passwort zurücksetzen',
    ignore: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto und Ihr Passwort bleiben unverändert.',
  },
  es: {
    subject: 'Alguien ha intentado registrarse con su dirección de correo',
    greeting: 'Hola, {name}:',
    intro: 'Alguien acaba de intentar crear una cuenta nueva en {brand} con su dirección de correo {email}. Usted ya tiene una cuenta, así que no se ha cambiado nada.',
    ifYou: 'Si fue usted, inicie sesión en su cuenta o restablezca su contraseña si la ha olvidado:',
    login: 'Iniciar sesión',
    reset: 'Restablecer su contraseña',
    ignore: 'Si no fue usted, puede ignorar este correo: su cuenta y su contraseña siguen como estaban.',
  },
  fr: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    greeting: 'Bonjour {name},',
    intro: 'Quelqu’un vient de tenter de créer un nouveau compte {brand} avec votre adresse e-mail {email}. Vous avez déjà un compte\u00a0: rien n’a été modifié.',
    ifYou: 'Si c’était vous, connectez-vous à votre compte, ou réinitialisez votre mot de passe si vous l’avez oublié\u00a0:',
    login: 'Se connecter',
    reset: 'Réinitialiser votre mot de passe',
    ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail\u00a0: votre compte et votre mot de passe restent inchangés.',
  },
  nl: {
    subject: 'Iemand probeerde zich te registreren met uw e-mailadres',
    greeting: 'Hallo {name},',
    intro: 'Iemand probeerde zojuist een nieuw account bij {brand} aan te maken met uw e-mailadres {email}. U hebt al een account, dus er is niets gewijzigd.',
    ifYou: 'Was u het zelf, meld u dan aan bij uw account, of stel uw wachtwoord opnieuw in als u het vergeten bent:',
    login: 'Aanmelden',
    reset: 'Wachtwoord opnieuw instellen',
    ignore: 'Was u het niet, dan kunt u deze e-mail negeren: uw account en uw wachtwoord blijven zoals ze zijn.',
  },
  pt: {
    subject: 'Alguém tentou registar-se com o seu endereço de e-mail',
    greeting: 'Olá {name},',
    intro: 'Alguém acabou de tentar criar uma nova conta na {brand} com o seu endereço de e-mail {email}. Já tem uma conta, por isso nada foi alterado.',
    ifYou: 'Se foi o próprio, inicie sessão na sua conta ou redefina a sua palavra-passe, se a esqueceu:',
    login: 'Iniciar sessão',
    reset: 'Redefinir a sua palavra-passe',
    ignore: 'Se não foi o próprio, pode ignorar este e-mail: a sua conta e a sua palavra-passe ficam como estão.',
  },
};

interface Recipient {
  name: string;
  email: string;
}

/** The link that confirms a newly registered address (single use, `hours` long). */
export function emailConfirmationMail(to: Recipient, url: string, hours: number, locale: Locale): MailMessage {
  return linkMail(to.email, CONFIRM[locale], url, { name: to.name, email: to.email, brand: BRAND.name, hours: String(hours) }, locale);
}

/** To the owner of an address someone tried to register again: log in or reset the password if it was them. */
export function registrationAttemptMail(to: Recipient, links: { login: string; reset: string }, locale: Locale): MailMessage {
  const w = NOTICE[locale];
  const values = { name: to.name, email: to.email, brand: BRAND.name };
  const [greeting, intro] = [w.greeting, w.intro].map((text) => fillTemplate(text, values)) as [string, string];
  const text = `${greeting}\n\n${intro}\n\n${w.ifYou}\n${labelled(locale, w.login, links.login)}\n${labelled(locale, w.reset, links.reset)}\n\n${w.ignore}\n\n${BRAND.name}`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(w.ifYou)}</p>`,
    `<p><a href="${escapeHtml(links.login)}">${escapeHtml(w.login)}</a> · <a href="${escapeHtml(links.reset)}">${escapeHtml(w.reset)}</a></p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to: to.email, subject: `${w.subject} | ${BRAND.name}`, text, html };
}
