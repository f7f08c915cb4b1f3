import type { Locale } from '../../../shared/locales';

type Key = 'reasonRequired' | 'decided' | 'owned' | 'noAccount' | 'alreadyOwner' | 'notOwned' | 'superseded';

/** What the claim, transfer and release procedures answer (docs/decisions/0030). */
export const CLAIM_MESSAGES: Record<Locale, Record<Key, string>> = {
  en: {
    reasonRequired: 'Please give a reason: the claimant is told.',
    decided: 'This claim has already been decided.',
    owned: 'This instrument has been registered to another account in the meantime: the claim can no longer be confirmed.',
    noAccount: 'No customer account has this e-mail address.',
    alreadyOwner: 'This account already owns the instrument.',
    notOwned: 'This instrument has no owner.',
    superseded: 'The instrument was registered to its owner.',
  },
  de: {
    reasonRequired: 'Bitte geben Sie eine Begründung an: Die Person wird informiert.',
    decided: 'Über diesen Anspruch wurde bereits entschieden.',
    owned: 'Dieses Gerät wurde inzwischen auf ein anderes Konto registriert: Der Anspruch kann nicht mehr bestätigt werden.',
    noAccount: 'Kein Kundenkonto hat diese E-Mail-Adresse.',
    alreadyOwner: 'Dieses Konto besitzt das Gerät bereits.',
    notOwned: 'Dieses Gerät hat keinen Eigentümer.',
    superseded: 'Das Gerät wurde auf seinen Eigentümer registriert.',
  },
  es: {
    reasonRequired: 'Indique un motivo: se le comunicará al solicitante.',
    decided: 'Esta solicitud ya se ha resuelto.',
    owned: 'Este instrumento se ha registrado mientras tanto en otra cuenta: la solicitud ya no puede confirmarse.',
    noAccount: 'Ninguna cuenta de cliente tiene esta dirección de correo electrónico.',
    alreadyOwner: 'Esta cuenta ya es propietaria del instrumento.',
    notOwned: 'Este instrumento no tiene propietario.',
    superseded: 'El instrumento se ha registrado a nombre de su propietario.',
  },
  fr: {
    reasonRequired: 'Veuillez indiquer un motif\u00a0: le demandeur en est informé.',
    decided: 'Cette demande a déjà été traitée.',
    owned: 'Cet instrument a entre-temps été enregistré sur un autre compte\u00a0: la demande ne peut plus être confirmée.',
    noAccount: 'Aucun compte client n’a cette adresse e-mail.',
    alreadyOwner: 'Ce compte possède déjà l’instrument.',
    notOwned: 'Cet instrument n’a pas de propriétaire.',
    superseded: 'L’instrument a été enregistré au nom de son propriétaire.',
  },
  nl: {
    reasonRequired: 'Geef een reden op: de aanvrager krijgt die te zien.',
    decided: 'Over deze aanvraag is al beslist.',
    owned: 'Dit instrument is intussen op een ander account geregistreerd: de aanvraag kan niet meer worden bevestigd.',
    noAccount: 'Geen klantaccount heeft dit e-mailadres.',
    alreadyOwner: 'Dit account is al eigenaar van het instrument.',
    notOwned: 'Dit instrument heeft geen eigenaar.',
    superseded: 'Het instrument is op naam van de eigenaar geregistreerd.',
  },
  pt: {
    reasonRequired: 'Indique um motivo: o requerente é informado.',
    decided: 'Este pedido já foi decidido.',
    owned: 'Este instrumento foi entretanto registado noutra conta: o pedido já não pode ser confirmado.',
    noAccount: 'Nenhuma conta de cliente tem este endereço de e-mail.',
    alreadyOwner: 'Esta conta já é proprietária do instrumento.',
    notOwned: 'Este instrumento não tem proprietário.',
    superseded: 'O instrumento foi registado em nome do proprietário.',
  },
};
