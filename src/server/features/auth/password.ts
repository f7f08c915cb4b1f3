import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ChangePasswordSchema,
  ConfirmPasswordSchema,
  ForgotPasswordSchema,
  PASSWORD_CONFIRMATION_MS,
  ResetPasswordSchema,
} from '../../../shared/auth/auth.schema';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { sessions } from '../../db/schema';
import { passwordConfirmationRequired, validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { betterAuthCode } from './better-auth-errors';
import type { Ctx } from '../../service-context';

export async function requestPasswordReset(ctx: Ctx<'deps' | 'scope'>, data: z.output<typeof ForgotPasswordSchema>): Promise<void> {
  const { deps, scope } = ctx;
  await deps.limiter.hit(`forgot-password:${scope.ip}`, RULES.forgotPassword);
  await deps.auth.api.requestPasswordReset({ body: { email: data.email.toLowerCase() }, headers: scope.headers });
}

/** Sets a new password with a reset token: the token works once and expires after 60 minutes. */
export async function resetPassword(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof ResetPasswordSchema>): Promise<void> {
  const { deps, scope, locale } = ctx;
  try {
    await deps.auth.api.resetPassword({ body: { token: data.token, newPassword: data.password }, headers: scope.headers });
  } catch (error) {
    if (betterAuthCode(error) !== null) throw validationError({ token: [fieldMessage('token', 'token', locale)] });
    throw error;
  }
}

export async function passwordMatches(deps: AppDeps, userId: string, password: string): Promise<boolean> {
  const context = await deps.auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}

/** /confirm-password: re-entering the password unlocks sensitive actions on this session for 3 hours. */
export async function confirmPassword(ctx: Ctx<'deps' | 'actor' | 'locale' | 'scope'>, data: z.output<typeof ConfirmPasswordSchema>): Promise<void> {
  const { deps, scope, actor, locale } = ctx;
  await deps.limiter.hit(`confirm-password:${actor.id}|${scope.ip}`, RULES.confirmPassword);
  if (!(await passwordMatches(deps, actor.id, data.password))) {
    throw validationError({ password: [fieldMessage('currentPassword', 'password', locale)] });
  }
  await deps.db.update(sessions).set({ passwordConfirmedAt: new Date() }).where(eq(sessions.id, actor.sessionId));
}

/** Whether the session's password was confirmed within the last PASSWORD_CONFIRMATION_MS. */
export function isPasswordConfirmed({ actor, now }: Ctx<'actor' | 'now'>): boolean {
  return actor.passwordConfirmedAt !== null && now.getTime() - actor.passwordConfirmedAt.getTime() < PASSWORD_CONFIRMATION_MS;
}

export function requireConfirmedPassword(ctx: Ctx<'actor' | 'now'>): void {
  if (!isPasswordConfirmed(ctx)) throw passwordConfirmationRequired();
}

/** Change password: current, new and confirmation; other sessions are signed out. */
export async function changePassword(ctx: Ctx<'deps' | 'actor' | 'locale' | 'now' | 'scope'>, data: z.output<typeof ChangePasswordSchema>): Promise<void> {
  const { deps, scope, locale } = ctx;
  requireConfirmedPassword(ctx);
  try {
    const { headers } = await deps.auth.api.changePassword({
      body: { currentPassword: data.current_password, newPassword: data.password, revokeOtherSessions: true },
      headers: scope.headers,
      returnHeaders: true,
    });
    scope.setCookies(headers.getSetCookie());
  } catch (error) {
    if (betterAuthCode(error) !== null) {
      throw validationError({ current_password: [fieldMessage('currentPassword', 'current_password', locale)] });
    }
    throw error;
  }
}
