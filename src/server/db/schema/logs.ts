import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { WEBSITE_LOG_KINDS, GDPR_EVENT_KINDS } from '../../../shared/content/enums';

/** What happened on the public side worth an admin's eye (/admin/logs/website). */
export const websiteLog = sqliteTable(
  'website_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: WEBSITE_LOG_KINDS }).notNull(),
    path: text('path').notNull().default(''),
    email: text('email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** JSON with what the kind needs (form name, user agent, limit key ...); never a password or a form body. */
    detail: text('detail').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [
    index('website_log_created_idx').on(t.createdAt),
    index('website_log_kind_created_idx').on(t.kind, t.createdAt),
    index('website_log_email_idx').on(t.email),
    index('website_log_ip_idx').on(t.ip),
  ],
);

/** Personal-data exports and erasures; consents given and withdrawn are in `consents`. */
export const gdprLog = sqliteTable(
  'gdpr_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: GDPR_EVENT_KINDS }).notNull(),
    /** The subject's id; after an erasure only this pseudonymous id remains, never the e-mail. */
    subjectId: text('subject_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    createdAt: createdAt(),
  },
  // The GDPR log's requests list (decision 0077): a kind as a range of (kind, created_at), a search by the start of
  // the actor's address or a subject's id.
  (t) => [
    index('gdpr_log_created_idx').on(t.createdAt),
    index('gdpr_log_kind_created_idx').on(t.kind, t.createdAt),
    index('gdpr_log_actor_idx').on(t.actorEmail),
    index('gdpr_log_subject_idx').on(t.subjectId),
  ],
);

export { WEBSITE_LOG_KINDS, GDPR_EVENT_KINDS };
