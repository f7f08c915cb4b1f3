import { auditTrailResource } from '../../../../shared/logs/collections/audit-trail';
import type { ResourceId, ResourceRow } from '../../../../shared/collections/types';
import type { AuditAction } from '../../../../shared/logs/audit.schema';
import { auditLog } from '../../../db/schema';
import { auditRowOf, auditSearchCondition, auditSectionCondition, listAuditSections } from '../audit';
import { auditSectionOptions, readableAuditEntries } from './audit-entries';
import type { OfferedValue, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** The sections that occur in the log, by label in the reader's language: the section filter's choices. */
async function sectionChoices(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<OfferedValue[]> {
  return auditSectionOptions(await listAuditSections(ctx.deps), ctx.locale);
}

/**
 * The page's entries as the trail shows them: each changed field by its label, ids by the names of what they point
 * to, the section by its label and the record by its name (one query per referenced table for the page).
 */
async function readableRows(ctx: Ctx<'deps' | 'actor' | 'locale'>, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]> {
  const stored = rows.map((row) =>
    auditRowOf({
      id: Number(row.id),
      actorId: typeof row.actorId === 'string' ? row.actorId : null,
      actorEmail: String(row.actorEmail),
      section: String(row.section),
      recordId: String(row.recordId),
      // The column holds one of AUDIT_ACTIONS (its enum); the list reads it as a plain value.
      action: row.action as AuditAction,
      changes: String(row.changes),
      createdAt: String(row.createdAt),
    }),
  );
  const entries = await readableAuditEntries(ctx, stored);
  return entries.map((entry) => ({ ...entry }));
}

/**
 * The server half of /admin/logs: every entry of the audit trail. Global: only admins list it. Pages, the section
 * filter and the days are ranges of the (created_at) and (section, created_at) indexes; the search reads the
 * (actor_email, created_at) and (record_id) indexes (features/logs/audit.ts).
 */
export const auditTrailCollection = {
  def: auditTrailResource,
  table: auditLog,
  scope: 'global',
  search: auditSearchCondition,
  filterConditions: { section: auditSectionCondition },
  offeredValues: { section: sectionChoices },
  present: readableRows,
} satisfies ServerResource;
