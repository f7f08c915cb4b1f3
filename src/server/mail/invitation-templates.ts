import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { linkMail, type LinkMailWords } from './link-mail';
import type { MailMessage } from './mailer';

const WORDS: Record<Locale, LinkMailWords> = {
  en: {
    subject: 'You are invited to the {company} partner portal',
    greeting: 'Hello {name},',
    intro: '{inviter} has invited you to the {brand} partner portal as a member of {company}.',
    action: 'Set your password',
    expiry: 'This link works for {days} days. After setting your password, sign in with your e-mail address {email}.',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  de: {
    subject: 'Einladung zum Partnerportal von {company}',
    greeting: 'Hallo {name},',
    intro: '{inviter} hat Sie als Mitglied von {company} in das Partnerportal von {brand} eingeladen.',
    action: 'Passwort festlegen',
    expiry: 'Dieser Link ist {days} Tage gültig. Melden Sie sich nach dem Festlegen des Passworts mit Ihrer E-Mail-Adresse {email} an.',
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  es: {
    subject: 'Invitación al portal de socios de {company}',
    greeting: 'Hola, {name}:',
    intro: '{inviter} le ha invitado al portal de socios de {brand} como miembro de {company}.',
    action: 'Establecer su contraseña',
    expiry: 'Este enlace es válido durante {days} días. Después de establecer su contraseña, inicie sesión con su correo electrónico {email}.',
    ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
  },
  fr: {
    subject: 'Invitation au portail partenaires de {company}',
    greeting: 'Bonjour {name},',
    intro: '{inviter} vous a invité sur le portail partenaires de {brand} en tant que membre de {company}.',
    action: 'Définir votre mot de passe',
    expiry: 'Ce lien est valable {days} jours. Après avoir défini votre mot de passe, connectez-vous avec votre adresse e-mail {email}.',
    ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  },
  nl: {
    subject: 'Uitnodiging voor het partnerportaal van {company}',
    greeting: 'Hallo {name},',
    intro: '{inviter} heeft u uitgenodigd voor het partnerportaal van {brand} als lid van {company}.',
    action: 'Uw wachtwoord instellen',
    expiry: 'Deze link is {days} dagen geldig. Meld u na het instellen van uw wachtwoord aan met uw e-mailadres {email}.',
    ignore: 'Als u deze uitnodiging niet verwachtte, kunt u deze e-mail negeren.',
  },
  pt: {
    subject: 'Convite para o portal de parceiros de {company}',
    greeting: 'Olá {name},',
    intro: '{inviter} convidou-o para o portal de parceiros da {brand} como membro da {company}.',
    action: 'Definir a sua palavra-passe',
    expiry: 'Esta ligação é válida durante {days} dias. Depois de definir a palavra-passe, inicie sessão com o seu e-mail {email}.',
    ignore: 'Se não esperava este convite, pode ignorar este e-mail.',
  },
};

export interface Invitation {
  name: string;
  email: string;
  company: string;
  inviter: string;
  /** The set-password link (the reset-password page with an invitation token). */
  url: string;
  days: number;
}

/** The invitation to a new portal user, in the language chosen for them, with the link to set their password. */
export function invitationMail(invitation: Invitation, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const values = {
    name: invitation.name,
    email: invitation.email,
    company: invitation.company,
    inviter: invitation.inviter,
    brand: BRAND.name,
    days: String(invitation.days),
  };
  return linkMail(invitation.email, w, invitation.url, values, locale);
}
