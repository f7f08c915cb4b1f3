import type { Locale } from '../../../shared/locales';
import { DomainError } from '../../errors';
import { serverTexts, type ServerTexts } from '../../texts';

/**
 * Why an announcement cannot be e-mailed now, in the admin's language (a clear reason, not a code): 409 for a second
 * send not confirmed (the state changed under the admin); 422 for one that cannot be sent at all.
 */
export function sendRefused(key: keyof ServerTexts['announcements'], locale: Locale): DomainError {
  return new DomainError(key === 'alreadySent' ? 409 : 422, serverTexts(locale).announcements[key]);
}
