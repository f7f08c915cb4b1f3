import { like, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ERASED_EMAIL_DOMAIN } from '../../../shared/logs/gdpr.schema';
import { accounts } from '../../db/schema';

/**
 * What an account's state is made of, for the record page (detail.ts) and the users collection alike. Each takes the
 * user's columns as the caller's query names them: a one-table select must name them with their table
 * (collections/qualified.ts), or a bare "id" inside the subquery would be the credential account's.
 */

/** Someone who has never set a password has no credential account: their invitation is still open. */
export const hasPasswordOf = (userId: SQLiteColumn | SQL): SQL =>
  sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${userId} and ${accounts.providerId} = 'credential')`;

/** Deleted accounts keep their row, anonymised, under a pseudonym address of this domain (features/privacy/gdpr/erase.ts). */
export const isDeletedOf = (email: SQLiteColumn | SQL): SQL => like(email, `%@${ERASED_EMAIL_DOMAIN}`);

/** The account's status as the users list names it: deleted, disabled, invited (no password yet) or active. */
export const accountStatusOf = (user: { id: SQLiteColumn | SQL; email: SQLiteColumn | SQL; disabled: SQLiteColumn | SQL }): SQL<string> =>
  sql<string>`(case when ${isDeletedOf(user.email)} then 'deleted' when ${user.disabled} then 'disabled' when ${hasPasswordOf(user.id)} then 'active' else 'invited' end)`;
