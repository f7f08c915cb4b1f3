import type { Locale } from '../../../../shared/locales';

/** The account self-service's own refusals (422, next to their field), in the account holder's language. */
export type PrivacyMessage = 'sameEmail' | 'linkInvalid' | 'linkExpired' | 'confirmationMismatch' | 'codeRequired';

export const PRIVACY_MESSAGES: Record<Locale, Record<PrivacyMessage, string>> = {
  en: {
    sameEmail: 'This is already the e-mail address of your account.',
    linkInvalid: 'This confirmation link is invalid or has already been used.',
    linkExpired: 'This confirmation link has expired. Ask for a new one on your profile.',
    confirmationMismatch: 'Type the e-mail address of your account exactly as shown.',
    codeRequired: 'Two-factor authentication is on: enter the code from your authenticator app.',
  },
  de: {
    sameEmail: 'Das ist bereits die E-Mail-Adresse Ihres Kontos.',
    linkInvalid: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    linkExpired: 'Dieser Bestätigungslink ist abgelaufen. Fordern Sie in Ihrem Profil einen neuen an.',
    confirmationMismatch: 'Geben Sie die E-Mail-Adresse Ihres Kontos genau wie angezeigt ein.',
    codeRequired: 'Die Zwei-Faktor-Authentifizierung ist aktiv: Geben Sie den Code aus Ihrer Authenticator-App ein.',
  },
  es: {
    sameEmail: 'Esta ya es la dirección de correo electrónico de su cuenta.',
    linkInvalid: 'Este enlace de confirmación no es válido o ya se ha utilizado.',
    linkExpired: 'Este enlace de confirmación ha caducado. Solicite uno nuevo en su perfil.',
    confirmationMismatch: 'Escriba la dirección de correo electrónico de su cuenta tal como se muestra.',
    codeRequired: 'La autenticación de dos factores está activada: introduzca el código de su aplicación de autenticación.',
  },
  fr: {
    sameEmail: 'C’est déjà l’adresse e-mail de votre compte.',
    linkInvalid: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    linkExpired: 'Ce lien de confirmation a expiré. Demandez-en un nouveau depuis votre profil.',
    confirmationMismatch: 'Saisissez l’adresse e-mail de votre compte exactement comme elle est affichée.',
    codeRequired: 'L’authentification à deux facteurs est activée\u00a0: saisissez le code de votre application d’authentification.',
  },
  nl: {
    sameEmail: 'Dit is al het e-mailadres van uw account.',
    linkInvalid: 'Deze bevestigingslink is ongeldig of al gebruikt.',
    linkExpired: 'Deze bevestigingslink is verlopen. Vraag in uw profiel een nieuwe aan.',
    confirmationMismatch: 'Typ het e-mailadres van uw account precies zoals het wordt getoond.',
    codeRequired: 'Tweestapsverificatie staat aan: voer de code uit uw authenticator-app in.',
  },
  pt: {
    sameEmail: 'Este já é o endereço de e-mail da sua conta.',
    linkInvalid: 'Esta ligação de confirmação é inválida ou já foi utilizada.',
    linkExpired: 'Esta ligação de confirmação expirou. Peça uma nova no seu perfil.',
    confirmationMismatch: 'Escreva o endereço de e-mail da sua conta exatamente como é apresentado.',
    codeRequired: 'A autenticação de dois fatores está ativa: introduza o código da sua aplicação de autenticação.',
  },
};
