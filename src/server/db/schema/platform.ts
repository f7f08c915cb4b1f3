import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './auth';

/** Fixed-window counters shared by every server instance (DECISIONS.md: no state in process memory). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: integer('reset_at').notNull(),
});

/** E-mails waiting to be read when no SMTP server is configured (shown in the admin logs). */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to), index('outbox_created_idx').on(t.createdAt)],
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
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId), index('consents_email_idx').on(t.email)],
);

/** One row per cached area; writes bump the version so every instance drops its cached responses. */
export const contentVersions = sqliteTable('content_versions', {
  area: text('area').primaryKey(),
  version: integer('version').notNull().default(1),
});
