import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { DeleteAccountSchema } from '../../../../shared/privacy/privacy.schema';
import { erasedEmail } from '../../../../shared/logs/gdpr.schema';
import { RULES } from '../../../auth/rate-limit';
import type { AppDeps } from '../../../deps';
import { twoFactors } from '../../../db/schema';
import { validationError } from '../../../errors';
import { fieldMessage } from '../../../validation';
import { passwordMatches } from '../../auth/password';
import { signOut } from '../../auth/session';
import { eraseAccount } from '../gdpr';
import { loadSubject } from '../gdpr/subjects';
import { serverTexts } from '../../../texts';
import type { Ctx } from '../../../service-context';

/** An authenticator code stays valid for its 30 s step plus one step either side (as at sign-in). */
const TOTP_REPLAY_SECONDS = 90;
const BASE32_PREFIX = 'base32:';

/**
 * The account holder deletes their own account (GDPR art. 17, docs/decisions/0043): after the password, the
 * authenticator code when two-factor is on, and the account's e-mail address typed as the confirmation, the account is
 * erased exactly as the admin's GDPR panel erases one (features/privacy/gdpr/erase.ts): personal data replaced, sessions and
 * sign-in methods deleted, certificates and returns kept under the anonymised record, the erasure in the GDPR log and
 * the audit trail (under the pseudonym, so the trail keeps no address). The browser's session cookie is cleared.
 */
export async function deleteOwnAccount(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, data: z.output<typeof DeleteAccountSchema>): Promise<{ ok: true }> {
  const { deps, scope, actor, locale } = ctx;
  await deps.limiter.hit(`delete-account:${actor.id}|${scope.ip}`, RULES.confirmPassword);
  const messages = serverTexts(locale).privacy.account;
  if (!(await passwordMatches(deps, actor.id, data.password))) {
    throw validationError({ password: [fieldMessage('currentPassword', 'password', locale)] });
  }
  if (actor.twoFactorEnabled) {
    if (!data.code) throw validationError({ code: [messages.codeRequired] });
    if (!(await totpMatches(deps, actor.id, data.code))) throw validationError({ code: [fieldMessage('code', 'code', locale)] });
  }
  if (data.confirmation.toLowerCase() !== actor.email) throw validationError({ confirmation: [messages.confirmationMismatch] });

  const user = await loadSubject(deps, actor.id);
  await eraseAccount(deps, { id: user.id, email: erasedEmail(user.id) }, user, locale);
  // The session row is gone with the erasure; this clears the browser's cookies too.
  await signOut(ctx);
  return { ok: true };
}

/** The code of the account's authenticator, once: a code seen in the last 90 s is refused (replay). */
async function totpMatches(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  const [row] = await deps.db.select({ secret: twoFactors.secret, verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row || row.verified === false) return false;
  const key = (await deps.auth.$context).secretConfig;
  const stored = await symmetricDecrypt({ key, data: row.secret });
  // As better-auth reads it: a secret imported from elsewhere (the demo's) is kept as `base32:<secret>`.
  const secret = stored.startsWith(BASE32_PREFIX) ? base32.decode(stored.slice(BASE32_PREFIX.length).toUpperCase()) : stored;
  if (!(await createOTP(secret, { digits: 6, period: 30 }).verify(code))) return false;
  return deps.limiter.claimOnce(`totp-used:${userId}:${code}`, TOTP_REPLAY_SECONDS);
}

