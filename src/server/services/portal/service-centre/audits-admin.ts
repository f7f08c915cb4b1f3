import { countMatches, mapPage, offsetPage } from '../../../list';
import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayIso } from '../../../../shared/certificates/states';
import { type AdminAuditListQuery } from '../../../../shared/portal/audits.schema';
import type { AdminAuditListPage, AdminAuditRow } from '../../../../shared/portal/audits.types';
import type { AppDeps } from '../../../deps';
import { companies, partnerAudits } from '../../../db/schema';
import { likeContaining } from '../serials';
import { rowColumns } from './audits-read';

/**
 * /admin/distributors/audits (issue 27): every company's partner audits for Voltara to review. Submitted audits (the
 * ones waiting for Voltara) come first, then the newest self-assessment. Admins only (the router's permission).
 */
function filters(input: AdminAuditListQuery): SQL | undefined {
  const search = input.q ? likeContaining(input.q) : null;
  return and(
    input.companyId === undefined ? undefined : eq(partnerAudits.companyId, input.companyId),
    input.status ? eq(partnerAudits.status, input.status) : undefined,
    input.from ? gte(partnerAudits.auditedOn, input.from) : undefined,
    input.to ? lte(partnerAudits.auditedOn, input.to) : undefined,
    search
      ? or(sql`lower(${companies.name}) LIKE ${search} ESCAPE '\\'`, sql`lower(${partnerAudits.auditorName}) LIKE ${search} ESCAPE '\\'`)
      : undefined,
  );
}

/** Waiting for review first: the back office's work. */
const AWAITING_FIRST = sql`CASE ${partnerAudits.status} WHEN 'submitted' THEN 0 ELSE 1 END`;

export async function listAuditsForAdmin(deps: AppDeps, input: AdminAuditListQuery): Promise<AdminAuditListPage> {
  const where = filters(input);
  const matches = deps.db.select({ id: partnerAudits.id }).from(partnerAudits).innerJoin(companies, eq(companies.id, partnerAudits.companyId)).where(where);
  const [[awaiting], page] = await Promise.all([
    deps.db.select({ n: count() }).from(partnerAudits).where(eq(partnerAudits.status, 'submitted')),
    offsetPage(input, countMatches(deps, matches), (limit, offset) =>
      deps.db
        .select({
          ...rowColumns(todayIso()),
          companyId: partnerAudits.companyId,
          submittedAt: partnerAudits.submittedAt,
          reviewedAt: partnerAudits.reviewedAt,
          companyNextAuditOn: companies.nextAuditOn,
        })
        .from(partnerAudits)
        .innerJoin(companies, eq(companies.id, partnerAudits.companyId))
        .where(where)
        .orderBy(AWAITING_FIRST, desc(partnerAudits.auditedOn), desc(partnerAudits.id))
        .limit(limit)
        .offset(offset),
    ),
  ]);
  return {
    ...mapPage(
      page,
      (row): AdminAuditRow => ({
        ...row,
        companyName: row.companyName ?? '',
        openActions: Number(row.openActions),
        overdueActions: Number(row.overdueActions),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      }),
    ),
    awaitingReview: awaiting?.n ?? 0,
  };
}
