import { and, asc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { ApprovalAgreementOption, NamedOption } from '../../../shared/companies/companies.types';
import type { AppDeps } from '../../deps';
import { agreements, agreementVersions, pricelists } from '../../db/schema';
import { companyFieldError } from './messages';

/**
 * What an approval lets the admin choose for the new company (issue 27 item 7): a price list and the agreements it must
 * accept, both from the database. Only active ones are offered and accepted: a retired price list or agreement is
 * history, not something to give a new partner.
 */
export interface ApprovalChoices {
  pricelists: Array<NamedOption & { currency: string }>;
  agreements: ApprovalAgreementOption[];
}


export async function approvalChoices(deps: AppDeps): Promise<ApprovalChoices> {
  const [lists, agreementRows] = await Promise.all([
    deps.db
      .select({ id: pricelists.id, name: pricelists.name, currency: pricelists.currency })
      .from(pricelists)
      .where(eq(pricelists.active, true))
      .orderBy(asc(pricelists.name)),
    // The newest published version of each (null when none is published yet): drafts never count.
    deps.db
      .select({ id: agreements.id, name: agreements.name, latestVersion: max(agreementVersions.version) })
      .from(agreements)
      .leftJoin(agreementVersions, and(eq(agreementVersions.agreementId, agreements.id), isNotNull(agreementVersions.publishedAt)))
      .where(eq(agreements.active, true))
      .groupBy(agreements.id)
      .orderBy(asc(agreements.name), asc(agreements.id)),
  ]);
  return { pricelists: lists, agreements: agreementRows };
}

/**
 * Refuses a price list or an agreement the admin could not have picked (unknown or no longer active): 422 naming the
 * field, before anything is written. Returns the chosen agreements' names for the audit entry.
 */
export async function checkApprovalChoices(deps: AppDeps, choice: { pricelistId: number; agreementIds: number[] }, locale: Locale): Promise<NamedOption[]> {
  const [list] = await deps.db
    .select({ id: pricelists.id })
    .from(pricelists)
    .where(and(eq(pricelists.id, choice.pricelistId), eq(pricelists.active, true)));
  if (!list) throw companyFieldError('unknownPricelist', 'pricelistId', locale);
  if (choice.agreementIds.length === 0) return [];
  const found = await deps.db
    .select({ id: agreements.id, name: agreements.name })
    .from(agreements)
    .where(and(inArray(agreements.id, choice.agreementIds), eq(agreements.active, true)))
    .orderBy(asc(agreements.name), asc(agreements.id));
  if (found.length !== choice.agreementIds.length) throw companyFieldError('unknownAgreement', 'agreementIds', locale);
  return found;
}
