import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { SignInSchema, TwoFactorChallengeSchema, type SessionUser } from '../../../shared/auth/auth.schema';
import { canonicalRecoveryCode } from '../../../shared/auth/recovery-code';
import type { Actor } from '../../auth/actor';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { users, verifications } from '../../db/schema';
import { DomainError, unauthenticated, validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { recordWebsiteEvent, scopeEvent } from '../logs/website-log';
import { betterAuthCode } from './better-auth-errors';
import type { Ctx, VisitorCtx } from '../../service-context';

/** GET /api/user and public.me: the signed-in user as the browser sees it, or null for a visitor. */
export function sessionUser({ actor }: VisitorCtx<'actor'>): SessionUser | null {
  return actor ? toSessionUser(actor) : null;
}

export function toSessionUser(actor: Actor): SessionUser {
  return {
    id: actor.id,
    name: actor.name,
    email: actor.email,
    role: actor.role,
    locale: actor.locale,
    company_id: actor.companyId,
    two_factor_enabled: actor.twoFactorEnabled,
  };
}

export type SignInResult = { two_factor: true } | { two_factor: false };

/**
 * Sign-in by e-mail and password. Attempts are limited per e-mail and client address; the session id is new at every
 * sign-in (better-auth creates a session), and the XSRF token rotates with it (csrf.ts).
 */
export async function signIn(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof SignInSchema>): Promise<SignInResult> {
  const { deps, scope, locale } = ctx;
  const email = data.email.toLowerCase();
  const limitKey = `sign-in:${email}|${scope.ip}`;
  await deps.limiter.hit(limitKey, RULES.signIn);
  const credentialsError = () => {
    recordWebsiteEvent(deps, { kind: 'sign-in-failure', ...scopeEvent(scope), email }); // never the password
    return validationError({ email: [fieldMessage('password', 'email', locale)] });
  };

  const [user] = await deps.db.select({ disabled: users.disabled }).from(users).where(eq(users.email, email));
  if (!user || user.disabled) {
    // Hash anyway so an unknown address takes as long as a wrong password.
    await (await deps.auth.$context).password.hash(data.password);
    throw credentialsError();
  }
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password: data.password, rememberMe: data.remember },
      headers: scope.headers,
      returnHeaders: true,
    });
    scope.setCookies(headers.getSetCookie());
    await deps.limiter.clear(limitKey);
    return 'twoFactorRedirect' in response && response.twoFactorRedirect ? { two_factor: true } : { two_factor: false };
  } catch (error) {
    const code = betterAuthCode(error);
    // Only after the right password: the address waits for its confirmation link (docs/decisions/0033).
    if (code === 'EMAIL_NOT_VERIFIED') throw new DomainError(403, EMAIL_NOT_CONFIRMED);
    if (code !== null) throw credentialsError();
    throw error;
  }
}

/** The sign-in page shows its own words and a button to send the link again on this answer (a 403). */
export const EMAIL_NOT_CONFIRMED = 'Your email address is not verified.';

/** Completes a sign-in that asked for a second factor: an authenticator code or a recovery code. */
export async function completeTwoFactorChallenge(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof TwoFactorChallengeSchema>): Promise<void> {
  const { deps, scope, locale } = ctx;
  const challenge = /voltara\.two_factor=([^;]+)/.exec(scope.headers.get('cookie') ?? '')?.[1];
  if (!challenge) throw unauthenticated();
  await deps.limiter.hit(`two-factor:${challenge}|${scope.ip}`, RULES.twoFactor);
  await deps.limiter.hit(`two-factor-ip:${scope.ip}`, { limit: 20, windowSeconds: 60 });
  const field = 'code' in data ? 'code' : 'recovery_code';
  // A wrong recovery code is called one, not an authenticator code.
  const invalidCode = () => validationError({ [field]: [fieldMessage(field === 'code' ? 'code' : 'recoveryCode', field, locale)] });
  // An authenticator code works once: better-auth accepts it for its whole window, so a replay is refused here.
  if ('code' in data) {
    const userId = await challengeUserId(deps, challenge);
    if (userId && !(await deps.limiter.claimOnce(`totp-used:${userId}:${data.code}`, TOTP_REPLAY_SECONDS))) throw invalidCode();
  }
  try {
    const { headers } =
      'code' in data
        ? await deps.auth.api.verifyTOTP({ body: { code: data.code }, headers: scope.headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({
            // Stored codes are canonical (recovery-codes.ts): typed in any case, with or without the dash.
            body: { code: canonicalRecoveryCode(data.recovery_code) },
            headers: scope.headers,
            returnHeaders: true,
          });
    scope.setCookies(headers.getSetCookie());
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'INVALID_TWO_FACTOR_COOKIE') throw unauthenticated();
    if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || code === 'ACCOUNT_LOCKED') {
      throw new DomainError(429, 'Too many attempts. Please sign in again.', undefined, 60);
    }
    if (code !== null) throw invalidCode();
    throw error;
  }
}

/** A code stays valid for its 30 s step plus one step either side of clock drift. */
const TOTP_REPLAY_SECONDS = 90;

/** The user a pending two-factor challenge belongs to: the signed cookie names better-auth's verification row. */
async function challengeUserId(deps: AppDeps, cookieValue: string): Promise<string | null> {
  const signed = decodeURIComponent(cookieValue);
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  if (!identifier) return null;
  const [row] = await deps.db.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, identifier));
  return row?.value ?? null;
}

/** Ends the session; succeeds also when there is none (POST /logout answers 204 either way). */
export async function signOut(ctx: Ctx<'deps' | 'scope'>): Promise<void> {
  const { deps, scope } = ctx;
  try {
    const { headers } = await deps.auth.api.signOut({ headers: scope.headers, returnHeaders: true });
    scope.setCookies(headers.getSetCookie());
  } catch (error) {
    if (betterAuthCode(error) === null) throw error;
  }
}
