import { count, eq } from 'drizzle-orm';
import { isErasedEmail } from '../../../shared/logs/gdpr.schema';
import type { Actor } from '../../auth/actor';
import type { RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { sessions, twoFactors, users } from '../../db/schema';
import { auditInsert, recordAudit } from '../logs/audit';
import { loadUser } from './detail';
import { assertAdminsRemain, guardedRecordId, ruleError, USERS_SECTION, withAdminGuard } from './rules';
import type { Ctx } from '../../service-context';

const sessionCount = async (deps: AppDeps, userId: string) =>
  (await deps.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0;

/**
 * The writes that disable one account, not yet run: the flag and its sessions go in the same batch, so the user is
 * signed out at once (actor.ts treats a disabled user as signed out anyway, and sign-in refuses them). `signedIn`
 * is the number of sessions ended, for the audit entry. Shared by "Disable account" and "Disable selected".
 */
export function disableWrites(deps: AppDeps, actor: Actor, id: string, signedIn: number) {
  return [
    deps.db.update(users).set({ disabled: true, updatedAt: new Date() }).where(eq(users.id, id)),
    deps.db.delete(sessions).where(eq(sessions.userId, id)),
    auditInsert(deps, actor, {
      section: USERS_SECTION,
      action: 'update',
      recordId: guardedRecordId(id),
      changes: { disabled: [false, true], sessions: [signedIn, 0] },
    }),
  ] as const;
}

/** The writes that enable one account again (its sessions were ended when it was disabled). */
export function enableWrites(deps: AppDeps, actor: Actor, id: string) {
  return [
    deps.db.update(users).set({ disabled: false, updatedAt: new Date() }).where(eq(users.id, id)),
    auditInsert(deps, actor, { section: USERS_SECTION, action: 'update', recordId: id, changes: { disabled: [true, false] } }),
  ] as const;
}

/** Disables the account and signs it out everywhere. Disabling a disabled account changes nothing. */
export async function disableUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const user = await loadUser(deps, id);
  if (user.disabled) return;
  await assertAdminsRemain(deps, actor, user, { role: user.role, disabled: true }, locale);
  const signedIn = await sessionCount(deps, id);
  await withAdminGuard(locale, () => deps.db.batch([...disableWrites(deps, actor, id, signedIn)]));
}

/** Enables the account again; a deleted (anonymised) account stays disabled for good. */
export async function enableUser(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const user = await loadUser(deps, id);
  if (isErasedEmail(user.email)) throw ruleError('alreadyDeleted', locale);
  if (!user.disabled) return;
  await deps.db.batch([...enableWrites(deps, actor, id)]);
}

/**
 * For a user who lost their authenticator: removes the secret and recovery codes (also a set-up never confirmed), so
 * the next sign-in asks for the password only. The secrets are deleted, never logged.
 */
export async function resetTwoFactor(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const user = await loadUser(deps, id);
  const [secret] = await deps.db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, id));
  if (!user.twoFactorEnabled && !secret) throw ruleError('twoFactorOff', locale);
  await deps.db.batch([
    deps.db.delete(twoFactors).where(eq(twoFactors.userId, id)),
    deps.db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, id)),
    auditInsert(deps, actor, {
      section: USERS_SECTION,
      action: 'update',
      recordId: id,
      changes: { two_factor_enabled: [user.twoFactorEnabled, false] },
    }),
  ]);
}

/** A few resets a user per ten minutes: enough for a mistyped address, not a mail bomb from a stuck button. */
const PASSWORD_RESET_RULE: RateRule = { limit: 3, windowSeconds: 600 };

/**
 * Sends the password-reset e-mail of the forgotten-password flow: better-auth's requestPasswordReset creates the
 * one-time token and calls the sendResetPassword hook of auth/auth.ts (same template, the user's language, 60
 * minutes). The token is written by better-auth, so the audit entry follows it rather than sharing its batch; it
 * records that a reset was sent, never the token.
 */
export async function sendPasswordReset(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: string }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const user = await loadUser(deps, id);
  if (user.disabled) throw ruleError('resetDisabled', locale);
  await deps.limiter.hit(`admin-password-reset:${id}`, PASSWORD_RESET_RULE);
  await deps.auth.api.requestPasswordReset({ body: { email: user.email } });
  await recordAudit(deps, actor, {
    section: USERS_SECTION,
    action: 'update',
    recordId: id,
    changes: { password_reset_sent: [null, new Date().toISOString()] },
  });
}
