import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { profiles, users } from '../../db/schema';
import { unauthenticated } from '../../errors';

export type ProfileRow = typeof profiles.$inferSelect;

/** The columns of `users` the profile pages read: the name and address better-auth keeps, and the consent times. */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  dealerSharingConsentAt: Date | null;
  marketingConsentAt: Date | null;
}

/**
 * The signed-in account and its profile row (null before the first save). Always by the actor's own id: no input
 * names the account, so one account can never read or write another's details. A session whose user row has gone
 * (erased between requests) counts as signed out.
 */
export async function loadAccount(deps: AppDeps, actor: Actor): Promise<{ user: AccountRow; profile: ProfileRow | null }> {
  const [row] = await deps.db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        dealerSharingConsentAt: users.dealerSharingConsentAt,
        marketingConsentAt: users.marketingConsentAt,
      },
      profile: profiles,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, actor.id));
  if (!row) throw unauthenticated();
  return { user: row.user, profile: row.profile };
}
