import type { Locale } from '../../../shared/locales';
import { validationError, type DomainError } from '../../errors';
import { serverTexts, type ServerTexts } from '../../texts';

/** The inbox's own 422 messages, in the admin's language (field errors the generic messages cannot word). */
export function inboxFieldError(field: string, key: keyof ServerTexts['enquiries']['inbox'], locale: Locale): DomainError {
  return validationError({ [field]: [serverTexts(locale).enquiries.inbox[key]] });
}
