import type { Locale } from '../../../shared/locales';
import { validationError, type DomainError } from '../../errors';

/** The inbox's own 422 messages, in the admin's language (field errors the generic messages cannot word). */
type InboxMessage = 'assignee' | 'spam';

const MESSAGES: Record<Locale, Record<InboxMessage, string>> = {
  en: { assignee: 'Enquiries can only be assigned to an enabled administrator.', spam: 'This enquiry is marked as spam. Mark it as not spam first.' },
  de: { assignee: 'Anfragen können nur einem aktiven Administrator zugewiesen werden.', spam: 'Diese Anfrage ist als Spam markiert. Markieren Sie sie zuerst als „kein Spam“.' },
  es: { assignee: 'Las consultas solo se pueden asignar a un administrador activo.', spam: 'Esta consulta está marcada como spam. Márquela primero como «no es spam».' },
  fr: { assignee: 'Les demandes ne peuvent être attribuées qu’à un administrateur actif.', spam: 'Cette demande est marquée comme spam. Marquez-la d’abord comme «\u00a0pas du spam\u00a0».' },
  nl: { assignee: 'Aanvragen kunnen alleen aan een actieve beheerder worden toegewezen.', spam: 'Deze aanvraag is als spam gemarkeerd. Markeer haar eerst als ‘geen spam’.' },
  pt: { assignee: 'Os pedidos só podem ser atribuídos a um administrador ativo.', spam: 'Este pedido está marcado como spam. Marque-o primeiro como «não é spam».' },
};

export function inboxFieldError(field: string, key: InboxMessage, locale: Locale): DomainError {
  return validationError({ [field]: [MESSAGES[locale][key]] });
}
