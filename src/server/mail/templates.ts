import { BRAND } from '../../shared/settings/brand';
import { labelled } from '../../shared/punctuation';
import type { Locale } from '../../shared/locales';
import type { MailMessage } from './mailer';

/** E-mails are written in the recipient's language (DECISIONS.md "E-mail and documents"). */
const RESET: Record<Locale, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  en: {
    subject: 'Reset your password',
    intro: 'You are receiving this e-mail because we received a password reset request for your account.',
    action: 'Reset password',
    expiry: 'This password reset link will expire in 60 minutes.',
    ignore: 'If you did not request a password reset, no further action is required.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    intro: 'Sie erhalten diese E-Mail, weil wir eine Anfrage zum Zurücksetzen des Passworts für Ihr Konto erhalten haben.',
    action: 'Passwort zurücksetzen',
    expiry: 'Dieser Link zum Zurücksetzen des Passworts läuft in 60 Minuten ab.',
    ignore: 'Wenn Sie kein Zurücksetzen des Passworts angefordert haben, ist keine weitere Aktion erforderlich.',
  },
  es: {
    subject: 'Restablecer su contraseña',
    intro: 'Recibe este correo porque hemos recibido una solicitud para restablecer la contraseña de su cuenta.',
    action: 'Restablecer contraseña',
    expiry: 'Este enlace para restablecer la contraseña caduca en 60 minutos.',
    ignore: 'Si no ha solicitado restablecer la contraseña, no tiene que hacer nada.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    intro: 'Vous recevez cet e-mail car nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    action: 'Réinitialiser le mot de passe',
    expiry: 'Ce lien de réinitialisation expirera dans 60 minutes.',
    ignore: "Si vous n'avez pas demandé de réinitialisation, aucune action n'est requise.",
  },
  nl: {
    subject: 'Uw wachtwoord opnieuw instellen',
    intro: 'U ontvangt deze e-mail omdat we een verzoek hebben ontvangen om het wachtwoord van uw account opnieuw in te stellen.',
    action: 'Wachtwoord opnieuw instellen',
    expiry: 'Deze link om uw wachtwoord opnieuw in te stellen verloopt over 60 minuten.',
    ignore: 'Als u geen nieuw wachtwoord hebt aangevraagd, hoeft u niets te doen.',
  },
  pt: {
    subject: 'Redefinir a sua palavra-passe',
    intro: 'Está a receber este e-mail porque recebemos um pedido de redefinição da palavra-passe da sua conta.',
    action: 'Redefinir palavra-passe',
    expiry: 'Esta ligação de redefinição expira dentro de 60 minutos.',
    ignore: 'Se não pediu a redefinição da palavra-passe, não é necessária qualquer ação.',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function passwordResetMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  const t = RESET[locale];
  const text = `${name},\n\n${t.intro}\n\n${labelled(locale, t.action, url)}\n\n${t.expiry}\n${t.ignore}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(name)},</p><p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(
    t.action,
  )}</a></p><p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: `${t.subject} | ${BRAND.name}`, text, html };
}
