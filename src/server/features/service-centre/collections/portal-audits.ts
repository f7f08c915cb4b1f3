import { auditsResource } from '../../../../shared/service-centre/collections/portal-audits';
import { partnerAudits } from '../../../db/schema';
import { getAudit } from '../audits-read';
import { auditActionCounts, auditorNameContains } from './audit-columns';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /portal/audits: a company's audits (an admin's: every company's), newest first, filtered by
 * status and found by the auditor's name. Each row counts its open actions and, of those, the overdue ones (the back
 * office's audits list computes them alike: service-centre/audit-columns.ts).
 */
export const auditsCollection = {
  def: auditsResource,
  table: partnerAudits,
  scope: 'company',
  scopeKey: 'companyId',
  computed: auditActionCounts,
  search: auditorNameContains,
} satisfies ServerResource;

/** What `portal.audits.get` answers: the audit the row filter let through, with its answers, actions and review. */
export const auditDetail = (ctx: Ctx<'deps' | 'actor' | 'locale'>, record: { id: number }) => getAudit(ctx.deps, ctx.actor, record.id, ctx.locale);
