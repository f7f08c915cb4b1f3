import type { Locale } from '../../../shared/locales';
import { DomainError } from '../../errors';

/** Why an announcement cannot be e-mailed now, in the admin's language (a clear reason, not a code). */
export type SendRefusal = 'scheduled' | 'expired' | 'alreadySent' | 'nobody';

const SEND_MESSAGES: Record<Locale, Record<SendRefusal, string>> = {
  en: {
    scheduled: 'This announcement is not published yet: it can be sent once its publication has started.',
    expired: 'This announcement is no longer published: it cannot be sent.',
    alreadySent: 'This announcement has already been e-mailed. Confirm that you want to send it again.',
    nobody: 'Nobody in this audience can be e-mailed: no one has joined the portal yet.',
  },
  de: {
    scheduled: 'Diese Mitteilung ist noch nicht veröffentlicht: Sie kann gesendet werden, sobald ihre Veröffentlichung begonnen hat.',
    expired: 'Diese Mitteilung ist nicht mehr veröffentlicht: Sie kann nicht gesendet werden.',
    alreadySent: 'Diese Mitteilung wurde bereits per E-Mail gesendet. Bestätigen Sie, dass Sie sie erneut senden möchten.',
    nobody: 'Niemand in dieser Zielgruppe kann angeschrieben werden: Noch niemand ist dem Portal beigetreten.',
  },
  es: {
    scheduled: 'Este anuncio aún no está publicado: podrá enviarse cuando haya empezado su publicación.',
    expired: 'Este anuncio ya no está publicado: no puede enviarse.',
    alreadySent: 'Este anuncio ya se ha enviado por correo. Confirme que desea enviarlo de nuevo.',
    nobody: 'No se puede escribir a nadie de esta audiencia: nadie se ha unido todavía al portal.',
  },
  fr: {
    scheduled: 'Cette annonce n’est pas encore publiée\u00a0: elle pourra être envoyée une fois sa publication commencée.',
    expired: 'Cette annonce n’est plus publiée\u00a0: elle ne peut pas être envoyée.',
    alreadySent: 'Cette annonce a déjà été envoyée par e-mail. Confirmez que vous voulez l’envoyer à nouveau.',
    nobody: 'Personne dans cette audience ne peut recevoir d’e-mail\u00a0: personne n’a encore rejoint le portail.',
  },
  nl: {
    scheduled: 'Deze mededeling is nog niet gepubliceerd: ze kan worden verstuurd zodra de publicatie is begonnen.',
    expired: 'Deze mededeling is niet meer gepubliceerd: ze kan niet worden verstuurd.',
    alreadySent: 'Deze mededeling is al per e-mail verstuurd. Bevestig dat u ze opnieuw wilt versturen.',
    nobody: 'Niemand in deze doelgroep kan worden gemaild: nog niemand is lid geworden van het portaal.',
  },
  pt: {
    scheduled: 'Este anúncio ainda não está publicado: poderá ser enviado quando a publicação tiver começado.',
    expired: 'Este anúncio já não está publicado: não pode ser enviado.',
    alreadySent: 'Este anúncio já foi enviado por e-mail. Confirme que pretende enviá-lo novamente.',
    nobody: 'Ninguém neste público pode receber o e-mail: ainda ninguém aderiu ao portal.',
  },
};

/** 409 for a second send not confirmed (the state changed under the admin); 422 for one that cannot be sent at all. */
export function sendRefused(key: SendRefusal, locale: Locale): DomainError {
  return new DomainError(key === 'alreadySent' ? 409 : 422, SEND_MESSAGES[locale][key]);
}
