import { randomBytes, randomUUID } from 'node:crypto';
import { INVITATION_DAYS } from '../../../shared/team/team.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { users, verifications } from '../../db/schema';
import { auditInsert } from '../logs/audit';
import { databaseErrorMatches } from '../users/rules';

const DAY_MS = 86_400_000;
/** better-auth's reset-password endpoint looks tokens up under this prefix (and creates the password on first use). */
export const RESET_PREFIX = 'reset-password:';

/**
 * A set-password token for `userId`, in better-auth's own verification table and format: the /reset-password page
 * takes it, better-auth's resetPassword consumes it once and, the invitee having no credential account yet, creates
 * one with the chosen password. It lasts INVITATION_DAYS instead of a reset's 60 minutes. The insert is returned
 * unrun, so it commits in the batch that creates the account.
 */
export function invitationToken(deps: AppDeps, userId: string, now: Date) {
  const token = randomBytes(24).toString('base64url');
  const insert = deps.db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    createdAt: now,
    updatedAt: now,
  });
  return { token, insert };
}

/** The account an invitation creates: no password, so it cannot sign in until the person sets one through the link. */
export type InvitedAccount = Pick<typeof users.$inferInsert, 'name' | 'email' | 'role' | 'locale' | 'companyId'>;

/**
 * Creates an invited account (the portal team's and the back office's "Add user" alike): the account, its invitation
 * token and the audit entry (`changes`, as the caller records them) commit in one batch; the caller mails the link.
 * An address registered by someone else between the caller's check and the write is refused by the unique index, and
 * answers the caller's `taken()` error.
 */
export async function createInvitedAccount(
  deps: AppDeps,
  actor: Actor,
  account: InvitedAccount,
  audit: { section: string; changes: object },
  taken: () => Error,
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const now = new Date();
  const { token, insert } = invitationToken(deps, id, now);
  try {
    await deps.db.batch([
      deps.db.insert(users).values({ id, ...account, emailVerified: false, createdAt: now, updatedAt: now }),
      insert,
      auditInsert(deps, actor, { section: audit.section, action: 'create', recordId: id, changes: audit.changes }),
    ]);
  } catch (error) {
    if (databaseErrorMatches(error, /UNIQUE constraint failed: users\.email/)) throw taken();
    throw error;
  }
  return { id, token };
}
