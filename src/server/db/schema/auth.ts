import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';

/**
 * better-auth's core tables (user, session, account, verification) and the two-factor plugin's table, written by hand
 * from better-auth's documented schema (its CLI needs Node 22). The JS keys are better-auth's field names.
 */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    image: text('image'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    twoFactorEnabled: integer('two_factor_enabled', { mode: 'boolean' }).notNull().default(false),
    // Additional fields of this product (declared to better-auth as input: false).
    role: text('role').notNull().default('user'),
    locale: text('locale').notNull().default('en'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
    termsAcceptedAt: integer('terms_accepted_at', { mode: 'timestamp_ms' }),
    dealerSharingConsentAt: integer('dealer_sharing_consent_at', { mode: 'timestamp_ms' }),
    marketingConsentAt: integer('marketing_consent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // A role filter in name order (the admin users list's default), served by one index range.
    index('users_role_idx').on(t.role, sql`${t.name} collate nocase`, t.id),
    index('users_company_idx').on(t.companyId),
    // The admin users list pages by name (case-insensitive) or by sign-up date, ties broken by id.
    index('users_name_nocase_idx').on(sql`${t.name} collate nocase`, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    // The users list's "Disabled" status: the few disabled accounts in name order, counted without reading the rest.
    index('users_disabled_idx')
      .on(sql`${t.name} collate nocase`, t.id)
      .where(sql`${t.disabled} = 1`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the user last re-entered the password (/confirm-password); valid 3 hours. */
    passwordConfirmedAt: integer('password_confirmed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = sqliteTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: integer('access_token_expires_at', { mode: 'timestamp_ms' }),
    refreshTokenExpiresAt: integer('refresh_token_expires_at', { mode: 'timestamp_ms' }),
    scope: text('scope'),
    password: text('password'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = sqliteTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = sqliteTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);
