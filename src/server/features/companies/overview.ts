import { sql } from 'drizzle-orm';
import { EXPIRING_WITHIN_DAYS } from '../../../shared/certificates/enums';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import type { CompaniesOverview, CompanyFigures } from '../../../shared/companies/companies.types';
import type { Ctx } from '../../service-context';

/** An audit counts as due this many days before its date (and every day after it). */
export const AUDIT_DUE_WITHIN_DAYS = 30;

interface FigureRow {
  id: number;
  name: string;
  disabled: number;
  next_audit_on: string | null;
  users: number;
  open_leads: number;
  past_half: number;
  sales: number;
  low_stock: number;
  agreements_pending: number;
  certificates_expiring: number;
}

/**
 * /admin/distributors: each company's figures in one read. Every figure is a subquery bounded by the company's own
 * index range (leads by company and status, sales by company and date, stock and agreements by company, staff by
 * users_company_idx), so the overview costs the same whatever the other companies hold.
 *
 * "Past half their deadline": an offered lead whose time since it was offered (its latest routing, else its
 * creation) is more than half of the time it was given, i.e. 2·now ≥ offered + deadline.
 */
export async function companiesOverview(ctx: Ctx<'deps' | 'now'>): Promise<CompaniesOverview> {
  const { deps, now } = ctx;
  const today = isoDay(now);
  const year = today.slice(0, 4);
  const nextYear = String(Number(year) + 1);
  const expiringBy = addDays(today, EXPIRING_WITHIN_DAYS);
  const auditBy = addDays(today, AUDIT_DUE_WITHIN_DAYS);
  const rows = await deps.db.all<FigureRow>(sql`
    SELECT c.id, c.name, c.disabled, c.next_audit_on,
      (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS users,
      (SELECT count(*) FROM leads l WHERE l.company_id = c.id AND l.status IN ('offered', 'accepted')) AS open_leads,
      (SELECT count(*) FROM leads l WHERE l.company_id = c.id AND l.status = 'offered' AND l.deadline_at IS NOT NULL
         AND 2 * ${now.getTime()} >= l.deadline_at + coalesce(
           (SELECT max(e.created_at) FROM lead_events e WHERE e.lead_id = l.id AND e.kind = 'routed'), l.created_at)) AS past_half,
      (SELECT count(*) FROM sales s WHERE s.company_id = c.id AND s.sold_on >= ${`${year}-01-01`} AND s.sold_on < ${`${nextYear}-01-01`}) AS sales,
      (SELECT count(*) FROM stock_levels k WHERE k.company_id = c.id AND k.threshold > 0 AND k.quantity <= k.threshold) AS low_stock,
      (SELECT count(*) FROM agreement_companies ac JOIN agreements a ON a.id = ac.agreement_id
         WHERE ac.company_id = c.id AND a.active = 1
           AND EXISTS (SELECT 1 FROM agreement_versions v WHERE v.agreement_id = a.id AND v.published_at IS NOT NULL)
           AND NOT EXISTS (
             SELECT 1 FROM agreement_acceptances aa JOIN agreement_versions av ON av.id = aa.version_id
             WHERE aa.company_id = c.id AND av.agreement_id = a.id
               AND av.version >= (SELECT max(v2.version) FROM agreement_versions v2 WHERE v2.agreement_id = a.id AND v2.published_at IS NOT NULL))) AS agreements_pending,
      (SELECT count(*) FROM certificates ct JOIN users h ON h.id = ct.holder_id
         WHERE h.company_id = c.id AND ct.kind = 'training' AND ct.revoked_at IS NULL AND ct.superseded_by_id IS NULL
           AND ct.expires_on >= ${today} AND ct.expires_on <= ${expiringBy}) AS certificates_expiring
    FROM companies c
    ORDER BY c.disabled, c.name COLLATE NOCASE, c.id`);
  const figures: CompanyFigures[] = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    disabled: Boolean(row.disabled),
    users: Number(row.users),
    openLeads: Number(row.open_leads),
    leadsPastHalf: Number(row.past_half),
    salesThisYear: Number(row.sales),
    lowStock: Number(row.low_stock),
    agreementsPending: Number(row.agreements_pending),
    certificatesExpiring: Number(row.certificates_expiring),
    nextAuditOn: row.next_audit_on,
    auditDue: row.next_audit_on !== null && row.next_audit_on <= auditBy,
  }));
  const enabled = figures.filter((company) => !company.disabled);
  const sum = (pick: (company: CompanyFigures) => number) => enabled.reduce((total, company) => total + pick(company), 0);
  return {
    companies: figures,
    totals: {
      companies: enabled.length,
      users: sum((c) => c.users),
      openLeads: sum((c) => c.openLeads),
      leadsPastHalf: sum((c) => c.leadsPastHalf),
      salesThisYear: sum((c) => c.salesThisYear),
      lowStock: sum((c) => c.lowStock),
      agreementsPending: sum((c) => c.agreementsPending),
      certificatesExpiring: sum((c) => c.certificatesExpiring),
      auditsDue: enabled.filter((c) => c.auditDue).length,
    },
  };
}
