import { sql, type SQL } from 'drizzle-orm';
import { partnerAuditActions, partnerAudits } from '../../../db/schema';
import { likeContaining } from '../../../list';
import { qualified as q } from '../../../collections/qualified';

/**
 * What the partner audits' collections compute and search alike: the portal's (a company's audits) and the back
 * office's (every company's). Correlated subqueries name their tables (qualified.ts), so they read the listed row.
 */

/** An audit's actions still open and matching `more`: counted per audit through the actions' audit index (a handful). */
const openActionsWhere = (more?: SQL) =>
  sql<number>`(select count(*) from ${partnerAuditActions} where ${q(partnerAuditActions.auditId)} = ${q(partnerAudits.id)} and ${q(partnerAuditActions.doneAt)} is null${more ? sql` and ${more}` : sql``})`;

/** Each row's open actions and, of those, the overdue ones (past their due date, today in UTC as everywhere else). */
export const auditActionCounts = {
  openActions: openActionsWhere(),
  overdueActions: openActionsWhere(sql`${q(partnerAuditActions.dueOn)} < date('now')`),
};

/** Part of the auditor's name, any case. */
export const auditorNameContains = (term: string): SQL =>
  sql`lower(${q(partnerAudits.auditorName)}) like ${likeContaining(term)} escape '\\'`;
