import type { z } from 'zod';
import type { Locale } from '../../../shared/locales';
import { RETURN_FORM_LABELS } from '../../../shared/returns/form-labels';
import { RETURN_TRACKING_LABELS } from '../../../shared/returns/self-service';
import type { FieldErrors } from '../../errors';
import { localizedFieldErrors } from '../../validation';
import { formText } from '../enquiries/form-texts';
import { serverTexts } from '../../texts';

/**
 * The returns form's errors in SPEC.md's words (section 8): a missing or unreadable value says 'The item value must be
 * entered.', and the shipping warning not ticked says 'You must agree to the above' (the forms' own translation of it).
 */
function withReturnMessages(errors: FieldErrors, locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (/^lines\.\d+\.value$/.test(field)) out[field] = [serverTexts(locale).returns.valueRequired];
    else if (field === 'vatConfirmed') out[field] = [formText(locale, 'errors.above')];
    else out[field] = messages;
  }
  return out;
}

/** The returns form's schema failures (procedure `.input()`, see trpc/input-wording.ts) in SPEC.md's words. */
export function returnWording(issues: readonly z.core.$ZodIssue[], _rawInput: unknown, locale: Locale): FieldErrors {
  return withReturnMessages(localizedFieldErrors(issues, locale, RETURN_FORM_LABELS), locale);
}

/** The tracking form's failures, its fields named as the form shows them ("Tracking number", "Carrier's name"). */
export function trackingWording(issues: readonly z.core.$ZodIssue[], _rawInput: unknown, locale: Locale): FieldErrors {
  return localizedFieldErrors(issues, locale, RETURN_TRACKING_LABELS);
}
