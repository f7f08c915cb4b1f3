import { z } from 'zod';
import { msg } from '../validation';
import { line, paragraph, required } from '../enquiries/enquiry.schema';

/**
 * Leads (issue 12): /portal/leads for the company's members, /admin/distributors/leads for Voltara. What the lists,
 * answers, registrations and routing may be sent; bad input is refused with a 422 before any service runs.
 */
export const LEAD_REASON_MAX = 1000;

/**
 * What a company sees and filters on, as of the moment it reads: never `unassigned` (those sit with Voltara);
 * `expired` is an offer whose deadline has passed (before the hourly job takes it back); `review` is its own
 * registration waiting for Voltara, whether or not it collides with another lead (stored `review` or `conflict`).
 */
export const PORTAL_LEAD_STATUSES = ['offered', 'expired', 'review', 'accepted', 'won', 'lost'] as const;
export type PortalLeadStatus = (typeof PORTAL_LEAD_STATUSES)[number];

/** The currencies a lead's estimated value may be given in. */
export const LEAD_CURRENCIES = ['EUR', 'GBP', 'USD', 'DKK', 'SEK', 'NOK', 'CHF', 'PLN'] as const;
export type LeadCurrency = (typeof LEAD_CURRENCIES)[number];
/** A lead's value in whole currency units (stored in minor units). */
export const LEAD_VALUE_MAX = 100_000_000;

/** Lead settings: how long a company has to answer an offered lead, and how long before the deadline it is reminded. */
export const LEAD_ANSWER_HOURS_MAX = 24 * 30;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reason = paragraph(LEAD_REASON_MAX).pipe(z.string().min(1));

export const LeadIdSchema = z.object({ id });

/** Rejecting an offered lead: the reason is required (Voltara reads it before routing the lead again). */
export const LeadRejectSchema = z.object({ id, reason });

/** Closing an accepted lead: won, or lost with the reason. */
export const LeadCloseSchema = z
  .object({ id, outcome: z.enum(['won', 'lost']), reason: paragraph(LEAD_REASON_MAX).default('') })
  .superRefine((value, ctx) => {
    if (value.outcome === 'lost' && value.reason === '') ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('required') });
  });

/** The prospect's details, as a partner registers its own deal and the admin sends a lead. */
const prospectFields = {
  prospectCompany: required(200),
  contactName: required(120),
  email: z.union([z.literal(''), z.email().max(254)]).default(''),
  telephone: line(50).default(''),
  countryId: id,
  productId: id.optional(),
  value: z.number().int().min(0).max(LEAD_VALUE_MAX).default(0),
  currency: z.enum(LEAD_CURRENCIES).default('EUR'),
  message: paragraph(5000).default(''),
};

export const LeadRegisterSchema = z.object(prospectFields);
export type LeadRegisterInput = z.input<typeof LeadRegisterSchema>;
export type LeadRegistration = z.output<typeof LeadRegisterSchema>;

/** /admin/distributors/leads/send: a lead offered to a company (with the deadline of the settings) or kept unassigned. */
export const AdminLeadCreateSchema = z.object({ ...prospectFields, companyId: id.nullable().default(null) });
export type AdminLeadCreate = z.output<typeof AdminLeadCreateSchema>;

/** Route (or reassign) a lead to a company with a new deadline; null takes it back to Voltara. */
export const AdminLeadRouteSchema = z.object({ id, companyId: id.nullable() });

/** A conflict: give the registration to one company (it is accepted for them), or close it with the reason. */
export const AdminLeadResolveSchema = z.discriminatedUnion('action', [
  z.object({ id, action: z.literal('give'), companyId: id, reason: paragraph(LEAD_REASON_MAX).default('') }),
  z.object({ id, action: z.literal('close'), reason }),
]);

export const LeadSettingsSchema = z
  .object({
    answerHours: z.number().int().min(1).max(LEAD_ANSWER_HOURS_MAX),
    reminderHours: z.number().int().min(0).max(LEAD_ANSWER_HOURS_MAX),
  })
  .strict()
  .refine((value) => value.reminderHours < value.answerHours, { path: ['reminderHours'], message: msg('invalid') });
export type LeadSettings = z.output<typeof LeadSettingsSchema>;
export const LEAD_SETTINGS_DEFAULTS: LeadSettings = { answerHours: 72, reminderHours: 24 };

// Legal forms left off a company's name when prospects are compared ("Acme ApS" and "ACME" are one prospect).
const LEGAL_SUFFIXES = new Set([
  'aps', 'as', 'a', 's', 'sl', 'slu', 'sa', 'sau', 'gmbh', 'mbh', 'ag', 'kg', 'co', 'ltd', 'limited', 'plc', 'llc', 'llp', 'inc',
  'incorporated', 'corp', 'corporation', 'company', 'bv', 'nv', 'vof', 'srl', 'spa', 'sas', 'sarl', 'sasu', 'eurl', 'ab',
  'oy', 'oyj', 'asa', 'lda', 'ltda', 'kft', 'sro', 'spzoo', 'sp', 'zoo', 'z', 'oo', 'ug', 'ev', 'ohg', 'and', 'og', 'cie', 'y', 'cia',
  'snc', 'sca', 'scs', 'pty', 'bvba', 'sprl', 'gbr', 'kgaa', 'se', 'sae', 'ae', 'lp', 'pc', 'sc', 'scp', 'sccl',
]);

/** "S. r. l." and "S. A." spelt with spaces: trailing single letters read as one legal form ("srl", "sa"). */
function joinTrailingInitials(words: string[]): string[] {
  let start = words.length;
  while (start > 1 && words[start - 1]!.length === 1) start--;
  if (words.length - start < 2) return words;
  return [...words.slice(0, start), words.slice(start).join('')];
}

/**
 * A prospect's company name folded for comparison: accents, case and punctuation dropped, the legal forms at its end
 * left off, the words joined ("Nørre Rør A/S" → "norreror", "ACME Ltd." → "acme"). A name made only of such words
 * keeps them. Searches fold the typed text the same way and match keys by prefix.
 */
export function foldProspect(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/&/g, ' and ')
    .replace(/[.'’/]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const words = joinTrailingInitials(folded);
  const all = words.join('');
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  if (words.length === 1 && LEGAL_SUFFIXES.has(words[0]!)) return all;
  return words.join('');
}
