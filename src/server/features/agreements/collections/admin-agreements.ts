import { eq, sql } from 'drizzle-orm';
import { adminAgreementsResource } from '../../../../shared/agreements/collections/admin-agreements';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { agreementCompanies, agreements, agreementVersions } from '../../../db/schema';
import { containsText } from '../../../db/search-index';
import { getAgreementTemplate } from '../templates';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const ofTemplate = (column: Parameters<typeof qualified>[0]) => sql`${qualified(column)} = ${qualified(agreements.id)}`;
const published = sql`${qualified(agreementVersions.publishedAt)} is not null`;

/**
 * The server half of /admin/agreements/manage: every agreement template (a handful per business, so its values are
 * correlated subqueries over the page's rows, served by the (agreement, version) index of agreement_versions and the
 * (agreement, company) index of agreement_companies). Global: only admins list it. Written by
 * features/agreements/templates.ts and versions.ts (each write with its audit entry).
 */
export const adminAgreementsCollection = {
  def: adminAgreementsResource,
  table: agreements,
  scope: 'global',
  computed: {
    latestVersion: sql<number | null>`(select max(${qualified(agreementVersions.version)}) from ${agreementVersions} where ${ofTemplate(agreementVersions.agreementId)} and ${published})`,
    latestPublishedAt: sql<Date | null>`(select max(${qualified(agreementVersions.publishedAt)}) from ${agreementVersions} where ${ofTemplate(agreementVersions.agreementId)})`.mapWith(
      agreementVersions.publishedAt,
    ),
    hasDraft: sql<boolean>`exists (select 1 from ${agreementVersions} where ${ofTemplate(agreementVersions.agreementId)} and ${qualified(agreementVersions.publishedAt)} is null)`.mapWith(
      (value: unknown) => Number(value) === 1,
    ),
    companyCount: sql<number>`(select count(*) from ${agreementCompanies} where ${ofTemplate(agreementCompanies.agreementId)})`,
  },
  // A part of the name, any case (LIKE over a handful of rows; no search index needed).
  search: (term: string) => containsText(agreements.name, term),
  filterConditions: { status: (value) => eq(agreements.active, value === 'active') },
} satisfies ServerResource;

/** admin.agreements.get: the template's page (descriptions, versions with their pages, companies), after collectionDetail found it. */
export function adminAgreementView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getAgreementTemplate(ctx, { id: record.id });
}
