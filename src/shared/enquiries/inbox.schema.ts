import { z } from 'zod';
import type { EnquiryKind, EnquiryStatus } from '../catalog/enums';
import type { Locale } from '../locales';
import { FORBIDDEN_TEXT, msg } from '../validation';

/**
 * The admin enquiries inbox (issue 9, scope 2): one enquiry's page and its workflows (assigned, marked done, reopened,
 * answered by e-mail, taken back from spam). The list is a collection (shared/enquiries/collections/admin-enquiries.ts).
 * Kinds and statuses come from shared/catalog/enums.ts, so a new form's kind appears here without a change.
 */

export const REPLY_MAX = 10_000;
/** The audit section every inbox action is written under (record id: the enquiry id). */
export const ENQUIRIES_SECTION = 'enquiries';

const EnquiryIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** better-auth user ids are opaque strings. */
const UserIdSchema = z.string().min(1).max(100);

export const EnquiryIdInputSchema = z.object({ id: EnquiryIdSchema });

/** null takes the enquiry back into the unassigned pool. */
export const AssignInputSchema = z.object({ id: EnquiryIdSchema, assignedTo: UserIdSchema.nullable() });

export const ReplyInputSchema = z.object({
  id: EnquiryIdSchema,
  message: z
    .string()
    .trim()
    .min(1)
    .max(REPLY_MAX)
    .refine((value) => !FORBIDDEN_TEXT.test(value), { message: msg('characters') }),
});

export interface InboxPerson {
  id: string;
  name: string;
  email: string;
}

/** The head of one enquiry (its page's heading and sender). Dates are ISO strings. */
export interface InboxRow {
  id: number;
  kind: EnquiryKind;
  status: EnquiryStatus;
  locale: Locale;
  name: string;
  email: string;
  company: string;
  country: string;
  /** The product (and option) the form was sent from, in English; '' when none. */
  productName: string;
  assignee: InboxPerson | null;
  createdAt: string;
}

export interface EnquiryConsent {
  kind: string;
  given: boolean;
  at: string;
}

export interface EnquiryProductLink {
  id: number;
  name: string;
  modelCode: string;
  slug: string;
  option: { id: number; name: string; modelCode: string; slug: string } | null;
}

/** What happened to an enquiry, oldest first: its arrival, then the audit entries of the inbox. */
export type EnquiryEvent =
  | { type: 'created'; at: string }
  | { type: 'assigned'; at: string; by: string; to: string }
  | { type: 'unassigned'; at: string; by: string }
  | { type: 'done'; at: string; by: string }
  | { type: 'reopened'; at: string; by: string }
  /** An admin took a form caught as spam back into the inbox. */
  | { type: 'notSpam'; at: string; by: string }
  | { type: 'replied'; at: string; by: string; subject: string; text: string };

export interface EnquiryDetail extends InboxRow {
  telephone: string;
  message: string;
  /** The kind's own answers (attendees, preferred date ...), as stored. */
  details: Record<string, unknown>;
  product: EnquiryProductLink | null;
  /**
   * The registered instrument a signed-in customer booked a calibration for (their own serial, `details.serialId`),
   * for a link to its record; null for any other enquiry or a serial deleted since.
   */
  instrument: { id: number; number: string } | null;
  /** The visitor's account when they were signed in. */
  account: InboxPerson | null;
  consents: EnquiryConsent[];
  history: EnquiryEvent[];
  /** The subject a reply goes out with ("Re: ..."), in the enquirer's language. */
  replySubject: string;
  updatedAt: string;
}
