/**
 * FormEnd's own fields, empty: the consent ticks every public form ends with (a form that asks the dealer's adds
 * `dealer`) and the anti-robot field.
 */
export const FORM_END_EMPTY = { terms: false, marketing: false, website: '' };
export type FormEndValues = typeof FORM_END_EMPTY;

/**
 * Who asks about a product or books its training (the server's fields common to the product forms), their message and
 * the optional sharing with the local dealer, then FormEnd's fields; empty. The product page's dialog and the training
 * pages' form start from these.
 */
export const SENDER_EMPTY = {
  name: '',
  email: '',
  company: '',
  telephone: '',
  country: '',
  message: '',
  dealer: false,
  ...FORM_END_EMPTY,
};
export type SenderValues = typeof SENDER_EMPTY;

/** A select's value as the id the schema wants: null when nothing is chosen (the server says which field is missing). */
export function idOf(value: string | number | null | undefined): number | null {
  const id = Number(value);
  return value === '' || value === null || value === undefined || !Number.isInteger(id) || id <= 0 ? null : id;
}

/** The ticked boxes of a group (react-hook-form gives their string values, one string for a lone box, `false` for none). */
export function listOf(values: readonly string[] | string | false | null | undefined): string[] {
  return Array.isArray(values) ? [...values] : typeof values === 'string' && values ? [values] : [];
}

/** The ticked boxes of a group as ids. */
export function idsOf(values: readonly string[] | string | false | null | undefined): number[] {
  return listOf(values)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * A form's values as the enquiry route takes them: its fields as they stand, under `kind`, with the consent ticks
 * together as the server's `consents` (the dealer's only where the form asks it). A field the route takes in another
 * form (a select's id, a list of ticks) the form sets after these.
 */
export function sendable<V extends { terms: boolean; marketing: boolean; dealer?: boolean }>(kind: string, values: V) {
  const { terms, dealer, marketing, ...fields } = values;
  return { kind, ...fields, consents: dealer === undefined ? { terms, marketing } : { terms, dealer, marketing } };
}
