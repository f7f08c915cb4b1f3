import { sql, type SQL } from 'drizzle-orm';
import { auditsResource } from '../../../shared/resources/portal/audits';
import { partnerAuditActions, partnerAudits } from '../../db/schema';
import { escapeLike } from '../../list';
import { qualified as q } from '../qualified';
import { getAudit } from '../../services/portal/service-centre/audits-read';
import type { ServerResource, WriteContext } from '../types';

/** An audit's actions still open and matching `more`: counted per audit through the actions' audit index (a handful). */
const openActionsWhere = (more?: SQL) =>
  sql<number>`(select count(*) from ${partnerAuditActions} where ${q(partnerAuditActions.auditId)} = ${q(partnerAudits.id)} and ${q(partnerAuditActions.doneAt)} is null${more ? sql` and ${more}` : sql``})`;

/**
 * The server half of /portal/audits: a company's audits (an admin's: every company's), newest first, filtered by
 * status and found by the auditor's name. Each row counts its open actions and, of those, the overdue ones (past their
 * due date, today in UTC as everywhere else).
 */
export const auditsCollection = {
  def: auditsResource,
  table: partnerAudits,
  scope: 'company',
  scopeKey: 'companyId',
  computed: {
    openActions: openActionsWhere(),
    overdueActions: openActionsWhere(sql`${q(partnerAuditActions.dueOn)} < date('now')`),
  },
  search: (term: string) => sql`lower(${q(partnerAudits.auditorName)}) like ${`%${escapeLike(term.toLowerCase())}%`} escape '\\'`,
} satisfies ServerResource;

/** What `portal.audits.get` answers: the audit the row filter let through, with its answers, actions and review. */
export const auditDetail = (ctx: WriteContext, record: { id: number }) => getAudit(ctx.deps, ctx.actor, record.id, ctx.locale);
