import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../../shared/audit/audit.schema';
import type { AppDeps } from '../../../deps';
import type { AuditActor } from '../../audit';

/** The audit section of the back office's agreement writes. */
export const AGREEMENTS_AUDIT_SECTION = 'agreements';

/**
 * An audit entry written only when the statement just before it in the same batch changed a row (SQLite's changes()
 * is the row count of the last completed statement). A conditional write and its entry commit together, and a write
 * that changed nothing (already accepted, already published) leaves no entry.
 */
export function auditIfChanged(deps: AppDeps, actor: AuditActor, entry: { section: string; recordId: string | SQL; action: AuditAction; changes: object }) {
  const recordId = typeof entry.recordId === 'string' ? sql`${entry.recordId}` : sql`CAST(${entry.recordId} AS TEXT)`;
  return deps.db.run(sql`
    INSERT INTO audit_log (actor_id, actor_email, section, record_id, action, changes, created_at)
    SELECT ${actor.id}, ${actor.email}, ${entry.section}, ${recordId}, ${entry.action}, ${JSON.stringify(entry.changes)}, ${Date.now()}
    WHERE changes() = 1`);
}
