import type { Locale } from '../../../shared/locales';
import { DomainError } from '../../errors';

/** The refusals of /portal/users and the service tools, in the reader's language (a clear reason, not a code). */
export type TeamMessage =
  | 'emailTaken'
  | 'roleOutOfReach'
  | 'userOutOfReach'
  | 'disableSelf'
  | 'ownRole'
  | 'companyRequired'
  | 'notInvited'
  | 'inviteDisabled'
  | 'versionTaken'
  | 'fileMissing'
  | 'productMissing';

export const TEAM_MESSAGES: Record<Locale, Record<TeamMessage, string>> = {
  en: {
    emailTaken: 'An account with this e-mail address already exists.',
    roleOutOfReach: 'You cannot give this role: it is above your own role or outside your company’s roles.',
    userOutOfReach: 'You cannot change this user: their role is above your own or outside your company’s roles.',
    disableSelf: 'You cannot disable your own account.',
    ownRole: 'You cannot change your own role.',
    companyRequired: 'Choose the company the new user joins.',
    notInvited: 'This user has already set a password: there is no invitation to send again.',
    inviteDisabled: 'This account is disabled: enable it before sending the invitation again.',
    versionTaken: 'This tool already has a version with this number.',
    fileMissing: 'The file was not found: upload it again.',
    productMissing: 'This product does not exist.',
  },
  de: {
    emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    roleOutOfReach: 'Sie können diese Rolle nicht vergeben: Sie liegt über Ihrer eigenen Rolle oder außerhalb der Rollen Ihres Unternehmens.',
    userOutOfReach: 'Sie können diesen Benutzer nicht ändern: Seine Rolle liegt über Ihrer eigenen oder außerhalb der Rollen Ihres Unternehmens.',
    disableSelf: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    ownRole: 'Sie können Ihre eigene Rolle nicht ändern.',
    companyRequired: 'Wählen Sie das Unternehmen, dem der neue Benutzer angehört.',
    notInvited: 'Dieser Benutzer hat bereits ein Passwort festgelegt: Es gibt keine Einladung, die erneut gesendet werden könnte.',
    inviteDisabled: 'Dieses Konto ist deaktiviert: Aktivieren Sie es, bevor Sie die Einladung erneut senden.',
    versionTaken: 'Dieses Werkzeug hat bereits eine Version mit dieser Nummer.',
    fileMissing: 'Die Datei wurde nicht gefunden: Laden Sie sie erneut hoch.',
    productMissing: 'Dieses Produkt gibt es nicht.',
  },
  es: {
    emailTaken: 'Ya existe una cuenta con esta dirección de correo electrónico.',
    roleOutOfReach: 'No puede asignar este rol: está por encima del suyo o fuera de los roles de su empresa.',
    userOutOfReach: 'No puede modificar a este usuario: su rol está por encima del suyo o fuera de los roles de su empresa.',
    disableSelf: 'No puede desactivar su propia cuenta.',
    ownRole: 'No puede cambiar su propio rol.',
    companyRequired: 'Elija la empresa a la que se une el nuevo usuario.',
    notInvited: 'Este usuario ya ha establecido una contraseña: no hay ninguna invitación que reenviar.',
    inviteDisabled: 'Esta cuenta está desactivada: actívela antes de reenviar la invitación.',
    versionTaken: 'Esta herramienta ya tiene una versión con este número.',
    fileMissing: 'No se ha encontrado el archivo: vuelva a subirlo.',
    productMissing: 'Este producto no existe.',
  },
  fr: {
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    roleOutOfReach: 'Vous ne pouvez pas attribuer ce rôle\u00a0: il est supérieur au vôtre ou hors des rôles de votre entreprise.',
    userOutOfReach: 'Vous ne pouvez pas modifier cet utilisateur\u00a0: son rôle est supérieur au vôtre ou hors des rôles de votre entreprise.',
    disableSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
    ownRole: 'Vous ne pouvez pas modifier votre propre rôle.',
    companyRequired: 'Choisissez l’entreprise que rejoint le nouvel utilisateur.',
    notInvited: 'Cet utilisateur a déjà défini un mot de passe\u00a0: il n’y a pas d’invitation à renvoyer.',
    inviteDisabled: 'Ce compte est désactivé\u00a0: activez-le avant de renvoyer l’invitation.',
    versionTaken: 'Cet outil a déjà une version portant ce numéro.',
    fileMissing: 'Le fichier est introuvable\u00a0: téléversez-le de nouveau.',
    productMissing: 'Ce produit n’existe pas.',
  },
  nl: {
    emailTaken: 'Er bestaat al een account met dit e-mailadres.',
    roleOutOfReach: 'U kunt deze rol niet toekennen: hij staat boven uw eigen rol of valt buiten de rollen van uw bedrijf.',
    userOutOfReach: 'U kunt deze gebruiker niet wijzigen: zijn rol staat boven de uwe of valt buiten de rollen van uw bedrijf.',
    disableSelf: 'U kunt uw eigen account niet uitschakelen.',
    ownRole: 'U kunt uw eigen rol niet wijzigen.',
    companyRequired: 'Kies het bedrijf waartoe de nieuwe gebruiker behoort.',
    notInvited: 'Deze gebruiker heeft al een wachtwoord ingesteld: er is geen uitnodiging om opnieuw te versturen.',
    inviteDisabled: 'Dit account is uitgeschakeld: schakel het in voordat u de uitnodiging opnieuw verstuurt.',
    versionTaken: 'Dit hulpmiddel heeft al een versie met dit nummer.',
    fileMissing: 'Het bestand is niet gevonden: upload het opnieuw.',
    productMissing: 'Dit product bestaat niet.',
  },
  pt: {
    emailTaken: 'Já existe uma conta com este endereço de e-mail.',
    roleOutOfReach: 'Não pode atribuir esta função: está acima da sua ou fora das funções da sua empresa.',
    userOutOfReach: 'Não pode alterar este utilizador: a função dele está acima da sua ou fora das funções da sua empresa.',
    disableSelf: 'Não pode desativar a sua própria conta.',
    ownRole: 'Não pode alterar a sua própria função.',
    companyRequired: 'Escolha a empresa a que o novo utilizador pertence.',
    notInvited: 'Este utilizador já definiu uma palavra-passe: não há convite para reenviar.',
    inviteDisabled: 'Esta conta está desativada: ative-a antes de reenviar o convite.',
    versionTaken: 'Esta ferramenta já tem uma versão com este número.',
    fileMissing: 'O ficheiro não foi encontrado: carregue-o novamente.',
    productMissing: 'Este produto não existe.',
  },
};

/** A refusal with its status and, when it concerns one field, that field's error too (the form shows it there). */
export function teamError(status: 403 | 409 | 422, key: TeamMessage, locale: Locale, field?: string): DomainError {
  const message = TEAM_MESSAGES[locale][key];
  return new DomainError(status, message, field ? { [field]: [message] } : undefined);
}
