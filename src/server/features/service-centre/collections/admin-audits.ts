import { asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminAuditsResource } from '../../../../shared/service-centre/collections/admin-audits';
import type { AppDeps } from '../../../deps';
import { companies, partnerAudits } from '../../../db/schema';
import { containsAny } from '../../../list';
import { companiesWithRows } from '../../companies/collections/company-choices';
import { qualified as q } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import { auditActionCounts, auditorNameContains } from './audit-columns';

/** The audit's company's name and the next audit Voltara set for it (one row, by the companies' primary key). */
const ofCompany = (column: typeof companies.name | typeof companies.nextAuditOn) =>
  sql`(select ${q(column)} from ${companies} where ${q(companies.id)} = ${q(partnerAudits.companyId)})`;

/** Waiting for Voltara's review first (the back office's work), every other status after. */
const awaitingFirst = sql`(case ${q(partnerAudits.status)} when 'submitted' then 0 else 1 end)`;

/**
 * Part of the company's name or of the auditor's. The companies are read first (a few hundred partners), so the audits
 * are reached by their company index; the auditor's name is a scan of the audits, which number a few per partner.
 */
async function searchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const matching = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(containsAny([companies.name], term));
  const ids = matching.map((row) => row.id);
  return ids.length > 0 ? or(inArray(partnerAudits.companyId, ids), auditorNameContains(term))! : auditorNameContains(term);
}

/**
 * The server half of /admin/distributors/audits: every company's audits (global: only admins list them), with the
 * portal's action counts (audit-columns.ts), the company's name and its next audit. The default order is the old
 * list's: submitted first, then the newest self-assessment.
 */
export const adminAuditsCollection = {
  def: adminAuditsResource,
  table: partnerAudits,
  scope: 'global',
  computed: {
    ...auditActionCounts,
    companyName: ofCompany(companies.name),
    companyNextAuditOn: ofCompany(companies.nextAuditOn),
  },
  search: searchCondition,
  orderFor: {
    status: (dir) => {
      const by = dir === 'asc' ? asc : desc;
      return [by(awaitingFirst), desc(partnerAudits.auditedOn), desc(partnerAudits.id)];
    },
  },
  filterOptions: { companyId: companiesWithRows(partnerAudits, partnerAudits.companyId) },
} satisfies ServerResource;
