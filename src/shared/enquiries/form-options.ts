/**
 * The closed sets of the public forms (SPEC.md section 3), without zod: the forms' pages import these, and a public
 * page's chunk must not carry the validation library (enquiry.schema.ts builds the server's schemas on them).
 */

export const TRAINING_MAX_ATTENDEES = 6;

/** How far ahead a booking (training, calibration) may be asked for, in days. */
export const BOOKING_MAX_DAYS_AHEAD = 730;
export const TRAINING_TIMES = ['morning', 'afternoon'] as const;

/**
 * The training enquiry pages per sector (SPEC.md section 2), each the application (industry) of the same slug: its
 * products come first in the page's product list.
 */
export const TRAINING_SECTORS = ['coatings', 'plastics', 'subsea', 'medical', 'leak-detection'] as const;
export type TrainingSector = (typeof TRAINING_SECTORS)[number];

/** SPEC.md section 3 "Industries", in its order; `other` asks for a specify text. */
export const INDUSTRIES = [
  'leakDetection', 'sparkTesters', 'landCorrosion', 'roofing', 'coatings', 'geomembrane', 'subsea', 'pipeline',
  'plastics', 'medical', 'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** SPEC.md section 3 "How did you hear about us" (multiple choice); `other` asks for a specify text. */
export const HEAR_ABOUT = ['existingCustomer', 'website', 'socialMedia', 'wordOfMouth', 'exhibition', 'other'] as const;

/**
 * Forms of address offered beside first and last name (SPEC.md section 3 "title"); empty means none given. The
 * neutral business set, which every language of the site has one word each for.
 */
export const PERSON_TITLES = ['mr', 'ms', 'dr', 'prof'] as const;
export type PersonTitle = (typeof PERSON_TITLES)[number];

/** Become a dealer: what the company applies for (the portal's two kinds of partner, or both). */
export const APPLICATION_TYPES = ['distributor', 'service-partner', 'both'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Become a dealer: how the company would sell. */
export const DEALERSHIP_TYPES = ['stockist', 'reseller', 'rental', 'contractor'] as const;

/** Calibration booking: we collect the instrument by courier, or the customer brings or sends it to the works. */
export const CALIBRATION_DELIVERY = ['collection', 'drop-off'] as const;

/** The two kinds the contact form sends: a message, or a request for a quotation (which a local dealer may answer). */
export const CONTACT_KINDS = ['contact', 'quote'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * Opening hours of the Sheffield works (UK time), Monday = 1. Fixed company facts like the header's phone number;
 * also written into the contact page's structured data.
 */
export const OPENING_HOURS: ReadonlyArray<{ days: readonly number[]; opens: string; closes: string }> = [
  { days: [1, 2, 3, 4], opens: '08:30', closes: '17:00' },
  { days: [5], opens: '08:30', closes: '15:30' },
];
export const CLOSED_DAYS: readonly number[] = [6, 7];

/** The address people write to (contact by e-mail, SPEC.md section 2); fictional like every company detail. */
export const CONTACT_EMAIL = 'info@voltara.test';

/** The works' postal address, shown on the contact page (fictional). */
export const WORKS_ADDRESS = ['Voltara Test Equipment Ltd', 'Unit 4, Brightside Works, Meadowhall Lane', 'Sheffield S9 1ZZ', 'United Kingdom'] as const;
