import { z } from 'zod';
import { line, paragraph, required } from '../enquiries/enquiry.schema';
import { INDUSTRIES, PERSON_TITLES } from '../enquiries/form-options';
import { msg } from '../validation';

/**
 * /account/profile and /account/contact (issue 10): the contact and company details an account keeps (SPEC.md
 * section 3 "Contact and company details") and how the company may contact it, with the two optional consents of
 * SPEC.md section 3 "Consents". The lengths match the public forms', so a profile can fill any of them.
 */

const EMAIL_MAX = 254;
const emailShape = z.email();

/**
 * An e-mail address or nothing. Refined rather than a union: a union's failure reads "is invalid", this one reads
 * "must be a valid email address".
 */
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .refine((value) => value === '' || emailShape.safeParse(value).success, { message: msg('email') });

const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ProfileSchema = z.object({
  // Chosen from a select: sent as its text, checked here against the list.
  title: z.string().pipe(z.enum(PERSON_TITLES).or(z.literal(''))).default(''),
  firstName: required(80),
  lastName: required(80),
  telephone: line(50).default(''),
  companyName: line(200).default(''),
  companyEmail: optionalEmail.default(''),
  companyTelephone: line(50).default(''),
  companyVatNumber: line(30).default(''),
  industrySector: z.string().pipe(z.enum(INDUSTRIES).or(z.literal(''))).default(''),
  address1: line(200).default(''),
  address2: line(200).default(''),
  address3: line(200).default(''),
  town: line(100).default(''),
  county: line(100).default(''),
  postcode: line(20).default(''),
  /** One of the countries list (public.countries); null when not given. */
  countryId: recordId.nullable().default(null),
  /** Where instruments go back to after service, when not the address above: several lines. */
  returnAddress: paragraph(500).default(''),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.output<typeof ProfileSchema>;

/** Every field is sent each time: the page saves the whole set, so a missing one is a client fault, not "unchanged". */
export const ContactPreferencesSchema = z.object({
  contactByEmail: z.boolean(),
  contactByPhone: z.boolean(),
  contactByPost: z.boolean(),
  pleaseCall: z.boolean(),
  /** Calibration-due reminders by e-mail. */
  serviceReminders: z.boolean(),
  /** Consent: details passed to the local dealer for quoting and service. */
  dealerSharing: z.boolean(),
  /** Consent: marketing communications. */
  marketing: z.boolean(),
});
export type ContactPreferences = z.output<typeof ContactPreferencesSchema>;
