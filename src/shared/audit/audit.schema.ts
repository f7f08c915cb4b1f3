import { z } from 'zod';

/** The admin sections that write to the audit log so far; the log screen offers them as its filter. */
export const AUDIT_SECTIONS = ['countries'] as const;
export type AuditSection = (typeof AUDIT_SECTIONS)[number];

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PER_PAGE = 20;

export const AuditListInputSchema = z
  .object({
    section: z.enum(AUDIT_SECTIONS).optional(),
    page: z.number().int().min(1).max(1_000_000).default(1),
  })
  .optional();
export type AuditListInput = z.infer<typeof AuditListInputSchema>;

/** {field: [before, after]} for an update; the whole record for a create or a delete. */
export type AuditChanges = Record<string, unknown>;
