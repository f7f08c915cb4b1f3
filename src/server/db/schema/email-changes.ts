import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';

/**
 * A requested change of an account's e-mail address, waiting for the link mailed to the new address
 * (docs/decisions/0043). Only the SHA-256 of the link's token is kept, so a copy of the database holds no working
 * link; the row is taken out when the link is followed (single use) and a new request replaces the older one.
 */
export const emailChangeTokens = sqliteTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);
