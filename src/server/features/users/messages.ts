import type { Locale } from '../../../shared/locales';

/** The 422 messages of the users section's rules, in the admin's language. */
export type RuleMessage =
  | 'lastAdmin'
  | 'ownRole'
  | 'disableSelf'
  | 'twoFactorOff'
  | 'resetDisabled'
  | 'deleteSelf'
  | 'alreadyDeleted';

export const RULE_MESSAGES: Record<Locale, Record<RuleMessage, string>> = {
  en: {
    lastAdmin: 'This is the only enabled administrator: make another account an administrator first.',
    ownRole: 'You cannot remove your own administrator role.',
    disableSelf: 'You cannot disable your own account.',
    twoFactorOff: 'Two-factor authentication is not on for this user.',
    resetDisabled: 'This account is disabled: enable it before sending a password reset.',
    deleteSelf: 'You cannot delete your own account here: another administrator must do it.',
    alreadyDeleted: 'This account has already been deleted.',
  },
  de: {
    lastAdmin: 'Dies ist der einzige aktive Administrator: Machen Sie zuerst ein anderes Konto zum Administrator.',
    ownRole: 'Sie können Ihre eigene Administratorrolle nicht entfernen.',
    disableSelf: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    twoFactorOff: 'Die Zwei-Faktor-Authentifizierung ist für diesen Benutzer nicht aktiviert.',
    resetDisabled: 'Dieses Konto ist deaktiviert: Aktivieren Sie es, bevor Sie eine Passwortzurücksetzung senden.',
    deleteSelf: 'Sie können Ihr eigenes Konto hier nicht löschen: Das muss ein anderer Administrator tun.',
    alreadyDeleted: 'Dieses Konto wurde bereits gelöscht.',
  },
  es: {
    lastAdmin: 'Este es el único administrador activo: convierta antes otra cuenta en administrador.',
    ownRole: 'No puede quitarse su propio rol de administrador.',
    disableSelf: 'No puede desactivar su propia cuenta.',
    twoFactorOff: 'La autenticación de dos factores no está activada para este usuario.',
    resetDisabled: 'Esta cuenta está desactivada: actívela antes de enviar un restablecimiento de contraseña.',
    deleteSelf: 'No puede eliminar su propia cuenta aquí: debe hacerlo otro administrador.',
    alreadyDeleted: 'Esta cuenta ya se ha eliminado.',
  },
  fr: {
    lastAdmin: 'C’est le seul administrateur actif\u00a0: faites d’abord d’un autre compte un administrateur.',
    ownRole: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur.',
    disableSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
    twoFactorOff: 'L’authentification à deux facteurs n’est pas activée pour cet utilisateur.',
    resetDisabled: 'Ce compte est désactivé\u00a0: activez-le avant d’envoyer une réinitialisation du mot de passe.',
    deleteSelf: 'Vous ne pouvez pas supprimer votre propre compte ici\u00a0: un autre administrateur doit le faire.',
    alreadyDeleted: 'Ce compte a déjà été supprimé.',
  },
  nl: {
    lastAdmin: 'Dit is de enige actieve beheerder: maak eerst een ander account beheerder.',
    ownRole: 'U kunt uw eigen beheerdersrol niet verwijderen.',
    disableSelf: 'U kunt uw eigen account niet uitschakelen.',
    twoFactorOff: 'Tweestapsverificatie staat voor deze gebruiker niet aan.',
    resetDisabled: 'Dit account is uitgeschakeld: schakel het in voordat u een wachtwoordherstel verstuurt.',
    deleteSelf: 'U kunt uw eigen account hier niet verwijderen: een andere beheerder moet dat doen.',
    alreadyDeleted: 'Dit account is al verwijderd.',
  },
  pt: {
    lastAdmin: 'Este é o único administrador ativo: torne primeiro outra conta administradora.',
    ownRole: 'Não pode remover a sua própria função de administrador.',
    disableSelf: 'Não pode desativar a sua própria conta.',
    twoFactorOff: 'A autenticação de dois fatores não está ativada para este utilizador.',
    resetDisabled: 'Esta conta está desativada: ative-a antes de enviar uma redefinição da palavra-passe.',
    deleteSelf: 'Não pode eliminar a sua própria conta aqui: outro administrador tem de o fazer.',
    alreadyDeleted: 'Esta conta já foi eliminada.',
  },
};
