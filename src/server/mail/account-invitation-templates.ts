import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { linkMail, type LinkMailWords } from './link-mail';
import type { MailMessage } from './mailer';

/** The words of the invitation; `introCompany` replaces `intro` when the account belongs to a partner company. */
interface AccountInvitationWords extends LinkMailWords {
  introCompany: string;
}

const WORDS: Record<Locale, AccountInvitationWords> = {
  en: {
    subject: 'Your {brand} account: set your password',
    greeting: 'Hello {name},',
    intro: '{inviter} has created an account for you on the {brand} website.',
    introCompany: '{inviter} has created an account for you on the {brand} website as a member of {company}.',
    action: 'Set your password',
    expiry: 'This link works once, for {days} days. After setting your password, sign in with your e-mail address {email}.',
    ignore: 'If you did not expect this e-mail, you can ignore it: the account cannot be used until a password is set.',
  },
  de: {
    subject: 'Ihr Konto bei {brand}: Passwort festlegen',
    greeting: 'Hallo {name},',
    intro: '{inviter} hat für Sie ein Konto auf der Website von {brand} angelegt.',
    introCompany: '{inviter} hat für Sie als Mitglied von {company} ein Konto auf der Website von {brand} angelegt.',
    action: 'Passwort festlegen',
    expiry: 'Dieser Link funktioniert einmal und ist {days} Tage gültig. Melden Sie sich nach dem Festlegen des Passworts mit Ihrer E-Mail-Adresse {email} an.',
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren: Das Konto ist erst nutzbar, wenn ein Passwort festgelegt ist.',
  },
  es: {
    subject: 'Su cuenta de {brand}: establezca su contraseña',
    greeting: 'Hola, {name}:',
    intro: '{inviter} ha creado una cuenta para usted en el sitio web de {brand}.',
    introCompany: '{inviter} ha creado una cuenta para usted en el sitio web de {brand} como miembro de {company}.',
    action: 'Establecer su contraseña',
    expiry: 'Este enlace funciona una sola vez durante {days} días. Después de establecer su contraseña, inicie sesión con su correo electrónico {email}.',
    ignore: 'Si no esperaba este correo, puede ignorarlo: la cuenta no se puede usar hasta que se establezca una contraseña.',
  },
  fr: {
    subject: 'Votre compte {brand}\u00a0: définissez votre mot de passe',
    greeting: 'Bonjour {name},',
    intro: '{inviter} vous a créé un compte sur le site de {brand}.',
    introCompany: '{inviter} vous a créé un compte sur le site de {brand} en tant que membre de {company}.',
    action: 'Définir votre mot de passe',
    expiry: 'Ce lien fonctionne une seule fois, pendant {days} jours. Après avoir défini votre mot de passe, connectez-vous avec votre adresse e-mail {email}.',
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer\u00a0: le compte ne peut pas être utilisé tant qu’aucun mot de passe n’est défini.',
  },
  nl: {
    subject: 'Uw account bij {brand}: stel uw wachtwoord in',
    greeting: 'Hallo {name},',
    intro: '{inviter} heeft een account voor u aangemaakt op de website van {brand}.',
    introCompany: '{inviter} heeft een account voor u aangemaakt op de website van {brand} als lid van {company}.',
    action: 'Uw wachtwoord instellen',
    expiry: 'Deze link werkt één keer en is {days} dagen geldig. Meld u na het instellen van uw wachtwoord aan met uw e-mailadres {email}.',
    ignore: 'Als u deze e-mail niet verwachtte, kunt u hem negeren: het account kan pas worden gebruikt als er een wachtwoord is ingesteld.',
  },
  pt: {
    subject: 'A sua conta {brand}: defina a sua palavra-passe',
    greeting: 'Olá {name},',
    intro: '{inviter} criou uma conta para si no site da {brand}.',
    introCompany: '{inviter} criou uma conta para si no site da {brand} como membro da {company}.',
    action: 'Definir a sua palavra-passe',
    expiry: 'Esta ligação funciona uma única vez, durante {days} dias. Depois de definir a palavra-passe, inicie sessão com o seu e-mail {email}.',
    ignore: 'Se não esperava este e-mail, pode ignorá-lo: a conta não pode ser usada enquanto não for definida uma palavra-passe.',
  },
};

export interface AccountInvitation {
  name: string;
  email: string;
  /** The partner company the account belongs to, if any. */
  company: string | null;
  inviter: string;
  /** The set-password link (the reset-password page with an invitation token). */
  url: string;
  days: number;
}

/** The e-mail to a person an administrator added in /admin/users, in the language chosen for them. */
export function accountInvitationMail(invitation: AccountInvitation, locale: Locale): MailMessage {
  const { introCompany, ...words } = WORDS[locale];
  const values = {
    name: invitation.name,
    email: invitation.email,
    company: invitation.company ?? '',
    inviter: invitation.inviter,
    brand: BRAND.name,
    days: String(invitation.days),
  };
  return linkMail(invitation.email, invitation.company ? { ...words, intro: introCompany } : words, invitation.url, values, locale);
}
