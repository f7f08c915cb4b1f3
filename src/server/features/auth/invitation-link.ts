import { randomBytes, randomUUID } from 'node:crypto';
import { INVITATION_DAYS } from '../../../shared/team/team.schema';
import type { AppDeps } from '../../deps';
import { verifications } from '../../db/schema';

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

/** The link of an invitation mail: the usual set-password page, with the address filled in. */
export const invitationUrl = (deps: AppDeps, token: string, email: string) =>
  `${deps.env.APP_URL}/reset-password/${token}?email=${encodeURIComponent(email)}`;
