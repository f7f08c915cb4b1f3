import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales';
import { oneLine } from '../validation';

/**
 * Distribution agreements (issue 12): what the portal's /portal/agreements pages and the back office's
 * /admin/agreements screens may ask. Bad input is a 422 from these schemas before any service runs.
 */

/** Roles that may accept an agreement on the company's behalf (see agreementSigners in the service). */
export const AGREEMENT_SIGNER_ROLES = ['distributor-senior', 'certified-senior'] as const;

/** The longest name a signer may type, and the shortest that can be a full name. */
export const SIGNER_NAME_MIN = 3;
export const SIGNER_NAME_MAX = 120;
export const AGREEMENT_NAME_MAX = 160;
export const AGREEMENT_DESCRIPTION_MAX = 2000;
export const AGREEMENT_NOTES_MAX = 2000;
export const AGREEMENT_PAGE_TITLE_MAX = 200;
/** A page of legal text: generous, but bounded (sanitised HTML). */
export const AGREEMENT_PAGE_BODY_MAX = 100_000;
/** A version holds at most this many pages. */
export const AGREEMENT_PAGES_MAX = 50;
/** The companies one template may be assigned to in one save. */
export const AGREEMENT_COMPANIES_MAX = 2000;
/** The newest acceptances a portal page shows as history (a company accepts a handful of versions a year). */
export const AGREEMENT_HISTORY_LIMIT = 200;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const AgreementIdSchema = z.object({ id });

/** One acceptance of one agreement (/portal/agreements/{id}/acceptances/{acceptanceId} and its PDF). */
export const AgreementAcceptanceIdSchema = z.object({ agreementId: id, acceptanceId: id });
export type AgreementAcceptanceIdInput = z.input<typeof AgreementAcceptanceIdSchema>;

/** The accept form: the version read, the signer's full name as typed, and the ticked box. */
export const AcceptAgreementSchema = z.object({
  agreementId: id,
  versionId: id,
  name: oneLine(SIGNER_NAME_MAX).min(SIGNER_NAME_MIN),
  confirm: z.literal(true),
});

// ------------------------------------------------------------------------------------------------------ back office

/** The description in each language (English is the fallback the portal shows where one is missing). */
const descriptions = Object.fromEntries(
  LOCALE_CODES.map((code) => [`description_${code}`, z.string().trim().max(AGREEMENT_DESCRIPTION_MAX).default('')]),
) as Record<`description_${LocaleCode}`, z.ZodDefault<z.ZodString>>;

export const AgreementTemplateSchema = z.object({
  name: oneLine(AGREEMENT_NAME_MAX).min(1),
  ...descriptions,
});
export const AgreementTemplateUpdateSchema = AgreementTemplateSchema.extend({ id, active: z.boolean() });

export const AgreementCompaniesSchema = z.object({
  agreementId: id,
  companyIds: z.array(id).max(AGREEMENT_COMPANIES_MAX),
});

export const CompanyOptionsSchema = z.object({ q: z.string().trim().max(100).default('') });

export const AgreementDraftSchema = z.object({ agreementId: id });
export const AgreementVersionSchema = z.object({ versionId: id });
export const AgreementVersionNotesSchema = z.object({ versionId: id, notes: z.string().trim().max(AGREEMENT_NOTES_MAX) });

export const PAGE_MOVES = ['up', 'down'] as const;
export const AgreementPageMoveSchema = z.object({ id, direction: z.enum(PAGE_MOVES) });

type PageTexts = Record<`title_${LocaleCode}` | `body_${LocaleCode}`, z.ZodDefault<z.ZodString>>;
const pageTexts = Object.fromEntries(
  LOCALE_CODES.flatMap((code) => [
    [`title_${code}`, oneLine(AGREEMENT_PAGE_TITLE_MAX).default('')],
    [`body_${code}`, z.string().trim().max(AGREEMENT_PAGE_BODY_MAX).default('')],
  ]),
) as PageTexts;

/** One page of a draft version: a title and an HTML body per language; English is required (the fallback). */
export const AgreementPageSaveSchema = z.object({ id, ...pageTexts }).superRefine((value, context) => {
  if (!value.title_EN) context.addIssue({ code: 'too_small', minimum: 1, origin: 'string', inclusive: true, path: ['title_EN'], message: 'Required' });
});
