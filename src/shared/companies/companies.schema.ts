import { z } from 'zod';
import { DEALER_TAGS } from '../dealers/dealer-kinds';
import { msg, oneLine } from '../validation';
import { isIsoDay } from '../format/iso-days';
import { optionalEmail } from '../collections/fields';
import { PARTNER_TIERS } from '../partners/enums';
import { ROLE_FAMILIES } from '../partners/partner-family';

/**
 * The back office of distributor companies (issue 12): /admin/distributors, distributors/distributors and {id},
 * customers and {id}, and approving a dealer application from the enquiries inbox. Lists are queried with these
 * schemas (422 on bad input); the forms are parsed by the services (422 with field errors in the admin's
 * language, as a form expects).
 */
export const COMPANY_NAME_MAX = 200;
/** A company covers at most this many countries besides its own (the countries list is about 200). */
export const COMPANY_AREAS_MAX = 250;

/** The four tags of "Find a dealer", kept on the company for the back office (the same set, in the same order). */
export const COMPANY_TAGS = DEALER_TAGS;

/** Enabled companies, disabled ones, or both (no filter). */
export const COMPANY_STATES = ['active', 'disabled'] as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const name = oneLine(COMPANY_NAME_MAX).min(1);

/** Empty, or what a phone can dial: digits with the usual separators and an optional leading +, at least 4 digits. */
const telephone = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || (/^\+?[0-9 ()./-]+$/.test(value) && /\d{4}/.test(value.replace(/\D/g, ''))), { message: msg('invalid') })
  .default('');

/** A calendar day (YYYY-MM-DD) that exists, or null (no audit planned). */
const day = z
  .string()
  .trim()
  .refine(isIsoDay, { message: msg('invalid') });

/** The countries covered besides its own: each at most once. */
const areas = z
  .array(id)
  .max(COMPANY_AREAS_MAX)
  .refine((items) => new Set(items).size === items.length, { message: msg('unique') })
  .default([]);

/** "New company": a name and its country are enough; the company's page opens for the rest. */
export const CompanyCreateSchema = z.object({
  name,
  countryId: id,
});

/** The company's page: every field the back office edits. The areas replace the stored ones. */
export const CompanyUpdateSchema = z.object({
  id,
  name,
  countryId: id,
  email: optionalEmail(254),
  telephone,
  tier: z.enum(PARTNER_TIERS),
  pricelistId: id.nullable().default(null),
  sales: z.boolean(),
  training: z.boolean(),
  repairs: z.boolean(),
  service: z.boolean(),
  nextAuditOn: day.nullable().default(null),
  disabled: z.boolean(),
  areas,
});
export type CompanyUpdateInput = z.input<typeof CompanyUpdateSchema>;
export type CompanyUpdate = z.output<typeof CompanyUpdateSchema>;

// ------------------------------------------------------------------------------------------ dealer applications

export const ApplicationIdSchema = z.object({ enquiryId: id });

/** An approval assigns at most this many agreements (the back office has a handful). */
export const APPROVAL_AGREEMENTS_MAX = 20;

/**
 * Approving a dealer application: the company's name and country and its first user, prefilled from the application
 * and editable (a name already taken can be changed here instead of refused for good); the role family the
 * application proposes (partner-family.ts), the tier, the price list and the agreements the new company must accept,
 * chosen by the admin. The service checks that the price list and agreements exist (422 naming the field).
 */
export const ApproveApplicationSchema = z.object({
  enquiryId: id,
  companyName: name,
  countryId: id,
  contactName: oneLine(120).min(1),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => z.email().safeParse(value).success, { message: msg('email') }),
  family: z.enum(ROLE_FAMILIES),
  tier: z.enum(PARTNER_TIERS),
  // 0 is "none chosen": the service answers it, like an unknown list, with "Choose a price list from the list."
  pricelistId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  agreementIds: z
    .array(id)
    .max(APPROVAL_AGREEMENTS_MAX)
    .refine((items) => new Set(items).size === items.length, { message: msg('unique') })
    .default([]),
});
export type ApproveApplicationInput = z.input<typeof ApproveApplicationSchema>;
