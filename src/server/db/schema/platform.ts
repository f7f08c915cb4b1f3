import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './auth';
import { enquiries } from './enquiries';

/** Fixed-window counters shared by every server instance (DECISIONS.md: no state in process memory). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
});

export const OUTBOX_STATUSES = ['held', 'pending', 'sent', 'failed'] as const;

/**
 * E-mails kept by the server: with no SMTP server configured every e-mail is `held` here (read in the admin logs);
 * with one, an e-mail the server could not hand over is `pending` and retried with backoff until `sent` or `failed`.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('held'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error').notNull().default(''),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Consents given and withdrawn (GDPR log). */
export const consents = sqliteTable(
  'consents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['terms-privacy', 'dealer-sharing', 'marketing', 'newsletter'] }).notNull(),
    given: integer('given', { mode: 'boolean' }).notNull(),
    /**
     * The enquiry they were given with (migration 0016); null for those given elsewhere (registration, the account's
     * contact preferences, the newsletter) and for enquiries stored before. Set null, not cascade: erasing a person
     * deletes their enquiries, but the consents stay (anonymised) as proof of consent.
     */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The GDPR log's consents list (decision 0077): newest first by (created_at), a kind or a status as ranges of their own.
  (t) => [
    index('consents_user_idx').on(t.userId),
    index('consents_email_idx').on(t.email),
    index('consents_enquiry_idx').on(t.enquiryId),
    index('consents_created_idx').on(t.createdAt),
    index('consents_kind_created_idx').on(t.kind, t.createdAt),
    index('consents_given_created_idx').on(t.given, t.createdAt),
  ],
);

/** One row per cached area; writes bump the version so every instance drops its cached responses. */
export const contentVersions = sqliteTable('content_versions', {
  area: text('area').primaryKey(),
  version: integer('version').notNull().default(1),
});
