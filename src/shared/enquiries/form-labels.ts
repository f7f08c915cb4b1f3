import type { FormLabels, LabelKey } from '../field-labels';

/** Fields the public forms label under their own name in `forms:fields`. */
const SAME_NAME = [
  'title', 'firstName', 'lastName', 'name', 'email', 'telephone', 'companyName', 'address', 'postcode', 'town', 'county',
  'country', 'pleaseCall', 'message', 'serial', 'preferredDate', 'preferredTime', 'delivery', 'returnAddress',
  'companyEmail', 'companyTelephone', 'companyAddress', 'companyVATNumber', 'contactName', 'applicationType',
  'dealershipType', 'productRange',
] as const;

/**
 * The public forms' labels (contact, quote, dealer application, training, calibration), as the forms show them: the
 * server's 422 names "Your message", "Attendee 2 name" as the visitor saw them on the page.
 */
export const ENQUIRY_FORM_LABELS: FormLabels = {
  fields: {
    ...Object.fromEntries(SAME_NAME.map((name): [string, LabelKey] => [name, `forms:fields.${name}`])),
    countryId: 'forms:fields.country',
    productId: 'forms:fields.product',
    industrySectorId: 'forms:fields.industrySector',
    kind: 'forms:fields.requestType',
  },
  paths: { 'attendees.*.name': 'forms:fields.attendee' },
};
