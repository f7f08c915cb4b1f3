import type { Locale } from '../../../shared/locales';
import { validationError, type DomainError } from '../../errors';

/** The inbox's own 422 messages, in the admin's language (field errors the generic messages cannot word). */
type InboxMessage = 'assignee';

const MESSAGES: Record<Locale, Record<InboxMessage, string>> = {
  en: { assignee: 'Enquiries can only be assigned to an enabled administrator.' },
  de: { assignee: 'Anfragen können nur einem aktiven Administrator zugewiesen werden.' },
  es: { assignee: 'Las consultas solo se pueden asignar a un administrador activo.' },
  fr: { assignee: 'Les demandes ne peuvent être attribuées qu’à un administrateur actif.' },
  nl: { assignee: 'Aanvragen kunnen alleen aan een actieve beheerder worden toegewezen.' },
  pt: { assignee: 'Os pedidos só podem ser atribuídos a um administrador ativo.' },
};

export function inboxFieldError(field: string, key: InboxMessage, locale: Locale): DomainError {
  return validationError({ [field]: [MESSAGES[locale][key]] });
}
