import { isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { teamResource } from '../../../../shared/team/collections/team';
import { accounts, sessions } from '../../../db/schema';
import { likePrefix } from '../../../list';
import { PORTAL_USERS_SECTION } from '../users';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/**
 * The users table as the team collection reads it. Better Auth's ids are text, the collection framework's integers:
 * the list and `get` address an account by SQLite's own row number (every table without an INTEGER PRIMARY KEY has
 * one), while `userId` is the account's id the workflows take. Never written through (the collection offers no
 * writes) and not part of the schema drizzle-kit reads, so it adds no table.
 */
const teamMembers = sqliteTable('users', {
  id: integer('rowid').notNull(),
  userId: text('id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  locale: text('locale').notNull(),
  companyId: integer('company_id'),
  disabled: integer('disabled', { mode: 'boolean' }).notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Someone who has never set a password has no credential account yet: their invitation is still open. */
const hasPassword = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${qualified(teamMembers.userId)} and ${accounts.providerId} = 'credential')`;

const stateOf = sql<string>`(case when ${qualified(teamMembers.disabled)} then 'disabled' when ${hasPassword} then 'active' else 'invited' end)`;

/** The newest session start still on record (sessions_user_idx), as an ISO time; null when they never signed in. */
const lastSignInOf = sql<string | null>`(select strftime('%Y-%m-%dT%H:%M:%fZ', max(${sessions.createdAt}) / 1000.0, 'unixepoch') from ${sessions} where ${sessions.userId} = ${qualified(teamMembers.userId)})`;

/**
 * A prefix of the name (or of any later word of it) or of the e-mail, case-insensitive. Bounded by the company: the
 * scan reads one company's accounts through users_company_idx, a few hundred at most.
 */
function searchCondition(term: string): SQL {
  const pattern = likePrefix(term.toLowerCase());
  return or(
    sql`lower(${qualified(teamMembers.name)}) like ${pattern} escape '\\'`,
    sql`lower(${qualified(teamMembers.name)}) like ${`% ${pattern}`} escape '\\'`,
    sql`lower(${qualified(teamMembers.email)}) like ${pattern} escape '\\'`,
  )!;
}

/**
 * The server half of /portal/users: the reader's company's accounts (every company's for an admin, never an account
 * outside a company), read-only; its workflows are features/team/user-writes.ts.
 */
export const teamCollection = {
  def: teamResource,
  table: teamMembers,
  scope: 'company',
  scopeKey: 'companyId',
  holds: isNotNull(teamMembers.companyId),
  auditSection: PORTAL_USERS_SECTION,
  computed: { state: stateOf, lastSignIn: lastSignInOf },
  sortBy: { name: sql`${qualified(teamMembers.name)} collate nocase` },
  search: searchCondition,
} satisfies ServerResource;

