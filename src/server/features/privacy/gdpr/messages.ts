import type { Locale } from '../../../../shared/locales';
import { DomainError } from '../../../errors';
import { serverTexts, type ServerTexts } from '../../../texts';

/** The 422 messages of the GDPR actions, in the admin's language. */
export function gdprError(key: keyof ServerTexts['privacy']['gdpr'], locale: Locale): DomainError {
  return new DomainError(422, serverTexts(locale).privacy.gdpr[key]);
}
