import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';

/**
 * Who partner mail may go to (issue 27): only people who joined. An invited colleague has an account row but no
 * password until they follow the invitation (team/user-writes.ts), so they have not agreed to hear from the portal
 * yet and may never do so; a disabled account, or the members of a disabled company, no longer work with Voltara.
 * Lead, message, announcement and agreement mail all filter their recipients with `joinedAndActive`; the invitation
 * itself is the one mail to someone who has not joined, and is sent without it.
 */

/** A password was set: better-auth's credential account exists (the same test as the team page's "invited" state). */
export const hasJoined: SQL = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`;

/** The user's company, if any, is not disabled (aliased, so it never binds to a `companies` join of the outer query). */
const companyEnabled: SQL = sql`not exists (select 1 from companies as mail_company where mail_company.id = ${users.companyId} and mail_company.disabled = 1)`;

/** The condition every partner mail's recipient query adds: joined, enabled, in an enabled company. */
export function joinedAndActive(): SQL {
  return and(eq(users.disabled, false), hasJoined, companyEnabled)!;
}
