import { z } from 'zod';
import { accepted, FORBIDDEN_TEXT as FORBIDDEN, msg, oneLine } from '../validation';
import {
  APPLICATION_TYPES,
  BOOKING_MAX_DAYS_AHEAD,
  CALIBRATION_DELIVERY,
  DEALERSHIP_TYPES,
  HEAR_ABOUT,
  INDUSTRIES,
  PERSON_TITLES,
  TRAINING_MAX_ATTENDEES,
  TRAINING_SECTORS,
  TRAINING_TIMES,
} from './form-options';

/**
 * Every public form, one union member per kind, all stored through the same service (features/enquiries/submit.ts):
 * from a product page (issue 8) a question, an enquiry (a quote) or a training booking (SPEC.md section 3 "Training
 * enquiry", also sent from the training pages); from the pages of issue 9 the contact message or request for a
 * quotation, the dealer application and the calibration booking.
 */

export { BOOKING_MAX_DAYS_AHEAD, TRAINING_MAX_ATTENDEES, TRAINING_TIMES };

/** A single line of text (shared/validation.ts `oneLine`): trimmed, no control, line-breaking, bidi or zero-width character. */
export const line = oneLine;
export const required = (max: number) => line(max).min(1);
/** Free text: line breaks allowed. */
export const paragraph = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !FORBIDDEN.test(value), { message: msg('characters') });

/**
 * A sent form must have taken a person at least this long to fill in (a spam signal, not a hard proof), counted on
 * the server's clock from the form ticket it issued.
 */
export const MIN_FILL_MS = 3000;

const DAY_MS = 86_400_000;

/**
 * A preferred day for a booking: a real date, not past and not years ahead. "Yesterday" in UTC is still accepted: a
 * visitor east of Greenwich picks today while it is yesterday in UTC.
 */
const bookingDay = z.iso.date().refine(
  (day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    const now = Date.now();
    return at >= now - 2 * DAY_MS && at <= now + BOOKING_MAX_DAYS_AHEAD * DAY_MS;
  },
  { message: msg('invalid') },
);

/** The anti-robot fields every form sends (DECISIONS.md: a hidden field, a minimum fill time). */
const spamFields = {
  /** A field people never see: filled in, the form came from a robot. */
  website: z.string().max(500).default(''),
  /**
   * The form ticket the server issued when the form was shown (public.enquiries.formTicket): the fill time is measured
   * on the server's clock (features/enquiries/form-ticket.ts). Missing or forged, the form counts as sent too fast.
   */
  ticket: z.string().max(200).default(''),
};

/** Terms and privacy must be given; sharing with the local dealer only where a dealer answers (a quotation). */
const consentsOptionalDealer = z.object({
  terms: accepted(),
  dealer: z.boolean().default(false),
  marketing: z.boolean().default(false),
});
const consentsWithDealer = z.object({
  terms: accepted(),
  dealer: accepted(),
  marketing: z.boolean().default(false),
});

const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const common = {
  name: required(120),
  email: z.email().max(254),
  company: line(200).default(''),
  telephone: line(50).default(''),
  country: line(100).default(''),
  productId: z.number().int().positive(),
  optionId: z.number().int().positive().optional(),
  /**
   * SPEC.md section 3 "Consents": terms and privacy must be given. Voltara answers a product question, an enquiry and
   * a training booking itself, so sharing with the local dealer is the visitor's choice (a sales enquiry that has it
   * is also offered to the dealer as a lead); only a quotation, which a dealer may answer, requires it (issue 30).
   */
  consents: consentsOptionalDealer,
  ...spamFields,
};

const ProductQuestionSchema = z.object({ kind: z.literal('product-question'), ...common, message: paragraph(5000).pipe(z.string().min(1)) });

const ProductEnquirySchema = z.object({
  kind: z.literal('product-enquiry'),
  ...common,
  message: paragraph(5000).default(''),
  quantity: z.number().int().min(1).max(10_000).default(1),
});

const TrainingEnquirySchema = z.object({
  kind: z.literal('training'),
  ...common,
  message: paragraph(5000).default(''),
  attendees: z.array(z.object({ name: required(120) })).min(1).max(TRAINING_MAX_ATTENDEES),
  preferredDate: bookingDay,
  preferredTime: z.enum(TRAINING_TIMES),
  /** Sent from a sector's training page (/services/training/{sector}); absent from the product page. */
  sector: z.enum(TRAINING_SECTORS).optional(),
});

/** The product page's forms (and the training pages'): each about one published product. */
export const EnquirySchema = z.discriminatedUnion('kind', [ProductQuestionSchema, ProductEnquirySchema, TrainingEnquirySchema]);
export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
export type ProductEnquiryKind = Enquiry['kind'];

/** SPEC.md section 3 "Contact and company details", as the contact form asks them. */
const contactFields = {
  title: z.enum(PERSON_TITLES).or(z.literal('')).default(''),
  firstName: required(80),
  lastName: required(80),
  email: z.email().max(254),
  telephone: line(50).default(''),
  companyName: line(200).default(''),
  address: line(200).default(''),
  postcode: line(20).default(''),
  town: line(100).default(''),
  county: line(100).default(''),
  /** One of the countries list (GET /api/countries); its local dealer is shown beside the form. */
  countryId: recordId,
  /** "Please call me": the telephone number is then required. */
  pleaseCall: z.boolean().default(false),
  message: paragraph(5000).pipe(z.string().min(1)),
  industries: z.array(z.enum(INDUSTRIES)).max(INDUSTRIES.length).default([]),
  industryOther: line(200).default(''),
  hearAbout: z.array(z.enum(HEAR_ABOUT)).max(HEAR_ABOUT.length).default([]),
  hearAboutOther: line(200).default(''),
  ...spamFields,
};

type Ctx = z.core.$RefinementCtx;
const requiredIssue = (ctx: Ctx, path: string) => ctx.addIssue({ code: 'custom', path: [path], message: msg('required') });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** "Other" ticked needs its specify text; "please call" needs a number. (Defensive: runs beside other field issues.) */
function contactRules(value: { pleaseCall?: unknown; telephone?: unknown; industries?: unknown; industryOther?: unknown; hearAbout?: unknown; hearAboutOther?: unknown }, ctx: Ctx) {
  if (value.pleaseCall === true && blank(value.telephone)) requiredIssue(ctx, 'telephone');
  if (Array.isArray(value.industries) && value.industries.includes('other') && blank(value.industryOther)) requiredIssue(ctx, 'industryOther');
  if (Array.isArray(value.hearAbout) && value.hearAbout.includes('other') && blank(value.hearAboutOther)) requiredIssue(ctx, 'hearAboutOther');
}

/** /contact: a message to the works. */
export const ContactFormSchema = z.object({ kind: z.literal('contact'), ...contactFields, consents: consentsOptionalDealer }).superRefine(contactRules);

/** /contact asking for a quotation: the local dealer may answer it, so sharing with the dealer must be agreed. */
const QuoteFormSchema = z.object({ kind: z.literal('quote'), ...contactFields, consents: consentsWithDealer }).superRefine(contactRules);

/** /distributors/apply (SPEC.md section 3 "Dealer application" and the company details). */
const DealerApplicationSchema = z.object({
  kind: z.literal('dealer-application'),
  applicationType: z.enum(APPLICATION_TYPES),
  dealershipType: z.enum(DEALERSHIP_TYPES),
  /** Product categories (GET /api/categories/1?children=true): what the company would sell. */
  productRange: z.array(recordId).min(1).max(100),
  companyName: required(200),
  companyEmail: z.email().max(254),
  companyTelephone: required(50),
  companyAddress: paragraph(500).pipe(z.string().min(1)),
  countryId: recordId,
  companyVATNumber: line(30).default(''),
  contactName: required(120),
  /** One of the industry sectors of the settings (/admin/settings/industrysectors). */
  industrySectorId: recordId,
  message: paragraph(5000).default(''),
  consents: consentsOptionalDealer,
  ...spamFields,
});

/** /services/calibration/book: one instrument (product and serial), when and how it reaches the laboratory. */
const CalibrationBookingSchema = z.object({
  kind: z.literal('calibration'),
  name: required(120),
  email: z.email().max(254),
  telephone: line(50).default(''),
  companyName: line(200).default(''),
  productId: recordId,
  serial: required(40),
  preferredDate: bookingDay,
  delivery: z.enum(CALIBRATION_DELIVERY),
  returnAddress: paragraph(500).pipe(z.string().min(1)),
  countryId: recordId,
  message: paragraph(5000).default(''),
  consents: consentsOptionalDealer,
  ...spamFields,
});

/** At most this many answers in one questionnaire (the admin's questionnaires hold at most 100 questions). */
const MAX_ANSWERS = 100;

/**
 * /questionnaire: the answers by question id (a text, 'yes' or 'no', a rating '1'..'5', or one of a choice's
 * options), who answers, and the consents. The shape is checked here; whether each answer fits its question (and
 * every required question is answered) is checked by the service against the stored questions, under the same
 * field names (`answers.{questionId}`).
 */
const QuestionnaireAnswersSchema = z.object({
  kind: z.literal('questionnaire'),
  questionnaireId: recordId,
  answers: z
    .record(z.string().regex(/^[1-9]\d{0,11}$/), paragraph(2000))
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, { message: msg('invalid') })
    .default({}),
  name: required(120),
  email: z.email().max(254),
  companyName: line(200).default(''),
  consents: consentsOptionalDealer,
  ...spamFields,
});
export type QuestionnaireAnswers = z.output<typeof QuestionnaireAnswersSchema>;

/** The forms of issue 9 that are not about one product page. */
export const FormEnquirySchema = z.discriminatedUnion('kind', [ContactFormSchema, QuoteFormSchema, DealerApplicationSchema, CalibrationBookingSchema]);
export type FormEnquiry = z.output<typeof FormEnquirySchema>;
export type ContactForm = z.output<typeof ContactFormSchema> | z.output<typeof QuoteFormSchema>;
export type DealerApplication = z.output<typeof DealerApplicationSchema>;
export type CalibrationBooking = z.output<typeof CalibrationBookingSchema>;

/** What public.enquiries.send takes: any public form. */
export const PublicEnquirySchema = z.discriminatedUnion('kind', [
  ProductQuestionSchema,
  ProductEnquirySchema,
  TrainingEnquirySchema,
  ContactFormSchema,
  QuoteFormSchema,
  DealerApplicationSchema,
  CalibrationBookingSchema,
  QuestionnaireAnswersSchema,
]);
export type PublicEnquiry = z.output<typeof PublicEnquirySchema>;
export type PublicEnquiryInput = z.input<typeof PublicEnquirySchema>;

export interface EnquiryAnswer {
  id: number;
  message: string;
}
