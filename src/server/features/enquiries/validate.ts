import { z } from 'zod';
import { ENQUIRY_FORM_LABELS } from '../../../shared/enquiries/form-labels';
import { TRAINING_MAX_ATTENDEES } from '../../../shared/enquiries/form-options';
import type { Locale } from '../../../shared/locales';
import type { FieldErrors } from '../../errors';
import { localizedFieldErrors } from '../../validation';
import { formText } from './form-texts';

/**
 * The consents a form requires answer with SPEC.md section 5's wording rather than the generic "must be accepted":
 * 'You must agree to our privacy policy' and 'You must agree for your information to be passed to your local dealer',
 * in the visitor's language. A missing `consents` object counts as the terms not given.
 */
const CONSENT_KEYS: Record<string, { field: string; key: string }> = {
  consents: { field: 'consents.terms', key: 'errors.terms' },
  'consents.terms': { field: 'consents.terms', key: 'errors.terms' },
  'consents.dealer': { field: 'consents.dealer', key: 'errors.dealer' },
};

export function withConsentMessages(errors: FieldErrors, locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const consent = CONSENT_KEYS[field];
    if (consent) out[consent.field] = [formText(locale, consent.key)];
    else out[field] = messages;
  }
  return out;
}

/**
 * A 7th attendee (SPEC.md section 9: at most 6) is refused in words, not as a generic "invalid" list. The raw input
 * failed the schema, so it is read only as far as that: how many attendees were sent.
 */
const SentAttendees = z.object({ attendees: z.array(z.unknown()) });
const tooManyAttendees = (rawInput: unknown): boolean => (SentAttendees.safeParse(rawInput).data?.attendees.length ?? 0) > TRAINING_MAX_ATTENDEES;

/** A public form's schema failures (procedure `.input()`, see trpc/input-wording.ts): the consents in the spec's words. */
export function enquiryWording(issues: readonly z.core.$ZodIssue[], rawInput: unknown, locale: Locale): FieldErrors {
  const errors = withConsentMessages(localizedFieldErrors(issues, locale, ENQUIRY_FORM_LABELS), locale);
  if (errors.attendees && tooManyAttendees(rawInput)) errors.attendees = [formText(locale, 'errors.attendeesMax', { max: TRAINING_MAX_ATTENDEES })];
  return errors;
}
