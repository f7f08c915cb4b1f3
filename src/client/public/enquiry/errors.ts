import type { FieldErrors } from '../../lib/trpc-errors';

/**
 * The server's field errors as the messages of SPEC.md (keys of the enquiry namespace): the two required consents
 * have their own wording, any other field shows 'Missing / invalid information'.
 */
export function enquiryErrorKeys(errors: FieldErrors): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const field of Object.keys(errors)) {
    if (field === 'consents.terms' || field === 'consents') keys['consents.terms'] = 'errors.terms';
    else if (field === 'consents.dealer') keys['consents.dealer'] = 'errors.dealer';
    else if (field === 'ticket') keys.ticket = 'errors.tooFast';
    else keys[field] = 'errors.invalid';
  }
  return keys;
}
