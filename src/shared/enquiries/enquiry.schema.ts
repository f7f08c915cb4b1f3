import { z } from 'zod';
import { FORBIDDEN_TEXT as FORBIDDEN, msg } from '../validation';

/**
 * What a visitor sends from a product page (issue 8): a question, an enquiry (a quote), or a training booking
 * (SPEC.md section 3 "Training enquiry"). The other public forms of issue 9 (contact, dealer application,
 * calibration) add their kinds to this union and store through the same service.
 */

const LINE_BREAKS = /[\r\n]/;

/** A single line of text: trimmed, no control characters or broken characters, no line breaks. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !FORBIDDEN.test(value) && !LINE_BREAKS.test(value), { message: msg('characters') });
const required = (max: number) => line(max).pipe(z.string().min(1));
/** Free text: line breaks allowed. */
const paragraph = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !FORBIDDEN.test(value), { message: msg('characters') });

export const TRAINING_MAX_ATTENDEES = 6;
export const TRAINING_TIMES = ['morning', 'afternoon'] as const;
/** A sent form must have taken a person at least this long to fill in (a spam signal, not a hard proof). */
export const MIN_FILL_MS = 3000;

const common = {
  name: required(120),
  email: z.email().max(254),
  company: line(200).default(''),
  telephone: line(50).default(''),
  country: line(100).default(''),
  productId: z.number().int().positive(),
  optionId: z.number().int().positive().optional(),
  /** SPEC.md section 3 "Consents": terms and privacy, and sharing with the local dealer, must be given. */
  consents: z.object({
    terms: z.literal(true),
    dealer: z.literal(true),
    marketing: z.boolean().default(false),
  }),
  /** A field people never see: filled in, the form came from a robot. */
  website: z.string().max(500).default(''),
  /** When the visitor opened the form (ms since the epoch, the browser's clock). */
  startedAt: z.number().int().nonnegative(),
};

export const ProductQuestionSchema = z.object({ kind: z.literal('product-question'), ...common, message: paragraph(5000).pipe(z.string().min(1)) });

export const ProductEnquirySchema = z.object({
  kind: z.literal('product-enquiry'),
  ...common,
  message: paragraph(5000).default(''),
  quantity: z.number().int().min(1).max(10_000).default(1),
});

export const TrainingEnquirySchema = z.object({
  kind: z.literal('training'),
  ...common,
  message: paragraph(5000).default(''),
  attendees: z.array(z.object({ name: required(120) })).min(1).max(TRAINING_MAX_ATTENDEES),
  preferredDate: z.iso.date(),
  preferredTime: z.enum(TRAINING_TIMES),
});

export const EnquirySchema = z.discriminatedUnion('kind', [ProductQuestionSchema, ProductEnquirySchema, TrainingEnquirySchema]);
export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
export type ProductEnquiryKind = Enquiry['kind'];

export interface EnquiryAnswer {
  id: number;
  message: string;
}
