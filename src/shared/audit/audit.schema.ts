import { z } from 'zod';
import { CursorSchema, LogSearchSchema } from '../logs/paging';

/**
 * Sections known by name (for labels). The log filter accepts any section name: every admin resource writes its own,
 * and the screen offers the sections that actually occur in the log (admin.logs.audit.sections).
 */
export const AUDIT_SECTIONS = ['countries'] as const;
export type AuditSection = (typeof AUDIT_SECTIONS)[number];

/** A section name as services write it: 'users', 'content.blog', 'settings/tags' ... */
export const AUDIT_SECTION_PATTERN = /^[a-z0-9][a-z0-9._/-]{0,63}$/i;
const AuditSectionSchema = z.string().regex(AUDIT_SECTION_PATTERN);

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PER_PAGE = 20;

export const AuditListInputSchema = z
  .object({
    section: AuditSectionSchema.optional(),
    /** From the previous page's nextCursor; absent for the first (newest) page. */
    cursor: CursorSchema.optional(),
    /** The start of the actor's e-mail address, or a record id. */
    search: LogSearchSchema.optional(),
  })
  .optional();
export type AuditListInput = z.input<typeof AuditListInputSchema>;

/** {field: [before, after]} for an update; the whole record for a create or a delete. */
export type AuditChanges = Record<string, unknown>;
