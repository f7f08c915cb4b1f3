import type { Locale } from '../../../shared/locales';
import { DomainError } from '../../errors';
import { serverTexts, type ServerTexts } from '../../texts';

/**
 * A refusal of /portal/users or the service tools, in the reader's language (a clear reason, not a code), with its
 * status and, when it concerns one field, that field's error too (the form shows it there).
 */
export function teamError(status: 403 | 409 | 422, key: keyof ServerTexts['team'], locale: Locale, field?: string): DomainError {
  const message = serverTexts(locale).team[key];
  return new DomainError(status, message, field ? { [field]: [message] } : undefined);
}
