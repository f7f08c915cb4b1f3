import { TRAINING_MAX_ATTENDEES } from '../../../../shared/enquiries/form-options';
import { fieldErrorsOf, httpStatusOf, type FieldErrors } from '../../../lib/trpc-errors';

/**
 * The server's answer to a failed send as the form shows it (SPEC.md sections 5 and 8), on the enquiry
 * rules (enquiryErrorKeys below: the two required consents have their own wording, any other field 'Missing / invalid
 * information'), under the form's own field names: the server's are the schema's paths ("consents.terms",
 * "industries.2"), the form's are flat ("terms", "industries"). A failure that is no field's is said once at the top.
 */
export interface FormErrors {
  /** Form field name -> message key of the forms namespace ('errors.invalid', 'errors.terms' ...). */
  fields: Record<string, string>;
  /** A message key for the top of the form when the failure is not about a field the visitor can fix. */
  general: string | null;
}

const GROUPS = /^(industries|hearAbout|productRange)\.\d+$/;

function formFieldOf(field: string): string {
  if (field.startsWith('consents.')) return field.slice('consents.'.length);
  const group = GROUPS.exec(field);
  return group ? group[1]! : field;
}

/** The anti-robot fields and a broken body: nothing the visitor can fix in a field. */
const NOT_FIELDS: Record<string, string> = { ticket: 'errors.tooFast', website: 'errors.failed', kind: 'errors.failed', body: 'errors.failed', _: 'errors.failed' };

export function formErrorsOf(error: unknown, attendees = 0): FormErrors {
  if (!error) return { fields: {}, general: null };
  if (httpStatusOf(error) === 429) return { fields: {}, general: 'errors.tooMany' };
  const fields: Record<string, string> = {};
  let general: string | null = null;
  for (const [field, key] of Object.entries(enquiryErrorKeys(fieldErrorsOf(error)))) {
    const notField = NOT_FIELDS[field];
    if (notField) {
      general ??= notField;
      continue;
    }
    const name = formFieldOf(field);
    // A 7th attendee is refused in words (SPEC.md section 9: at most 6 people).
    fields[name] ??= name === 'attendees' && attendees > TRAINING_MAX_ATTENDEES ? 'errors.attendeesMax' : key;
  }
  if (Object.keys(fields).length === 0) general ??= 'errors.failed';
  return { fields, general };
}

/**
 * The server's field errors as the messages of SPEC.md (keys of the forms namespace): the two required consents
 * have their own wording, any other field shows 'Missing / invalid information'.
 */
function enquiryErrorKeys(errors: FieldErrors): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const field of Object.keys(errors)) {
    if (field === 'consents.terms' || field === 'consents') keys['consents.terms'] = 'errors.terms';
    else if (field === 'consents.dealer') keys['consents.dealer'] = 'errors.dealer';
    else if (field === 'ticket') keys.ticket = 'errors.tooFast';
    else keys[field] = 'errors.invalid';
  }
  return keys;
}
