
/**
 * A section name as services write it: 'users', 'content.blog', 'settings/tags' ... The log filter accepts any (every
 * admin resource writes its own); the screen offers those that occur in the log (admin.logs.audit.filterOptions).
 */
export const AUDIT_SECTION_PATTERN = /^[a-z0-9][a-z0-9._/-]{0,63}$/i;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** {field: [before, after]} for an update; the whole record for a create or a delete. */
export type AuditChanges = Record<string, unknown>;

/**
 * One changed field as the audit trail shows it (issue 30 item 18): its label and its values as text in the reader's
 * language, ids already replaced by the names of what they point to. A create or a delete has only `after`.
 */
export interface AuditLine {
  label: string;
  before: string | null;
  after: string | null;
}

/** An entry of the log as stored: who, when, which record of which section, and the changes as written. */
export interface AuditRow {
  id: number;
  actorId: string | null;
  actorEmail: string;
  section: string;
  recordId: string;
  action: AuditAction;
  changes: AuditChanges;
  createdAt: string;
}

/** An entry of the log with what a reader needs: the section's label, the record's name and the readable lines. */
export interface ReadableAuditEntry extends AuditRow {
  sectionLabel: string;
  /** The record's name (a company, a user, a price list ...) when its section says what it is and it still exists. */
  recordName: string | null;
  lines: AuditLine[];
}
