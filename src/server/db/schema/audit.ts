import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { AUDIT_ACTIONS } from '../../../shared/logs/audit.schema';
import { createdAt } from './columns';

/**
 * The audit trail of admin writes (issue 4, Logs). actor_email is copied so an entry still says who acted after the
 * user is deleted (actor_id then becomes null). `changes` is JSON: {field: [before, after]} for an update, the whole
 * record for a create or a delete.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    section: text('section').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: text('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_section_created_idx').on(t.section, t.createdAt),
    // Searches by actor and record, and the GDPR export and erasure of a person's entries.
    index('audit_log_actor_email_idx').on(t.actorEmail, t.createdAt),
    index('audit_log_section_record_idx').on(t.section, t.recordId),
    // The trail's search by record id in any section (the section index serves it only once a section is chosen).
    index('audit_log_record_idx').on(t.recordId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
