import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { ForgotPasswordSchema } from '../../../shared/auth/auth.schema';
import { type Locale, localeOf } from '../../../shared/locales';
import type { RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { users, verifications } from '../../db/schema';
import { validationError } from '../../errors';
import { emailConfirmationMail } from '../../mail/registration-templates';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';

/**
 * Confirming the address of a new account (docs/decisions/0033). The link's token is random, kept only as its
 * SHA-256 in better-auth's verification table (a stolen database holds no working link), works once and expires after
 * CONFIRMATION_HOURS. better-auth's own verification links are signed JWTs that stay valid until they expire, so they
 * are not used; better-auth still refuses an unconfirmed account at sign-in (requireEmailVerification, auth.ts).
 */
export const CONFIRMATION_HOURS = 24;
const PREFIX = 'email-confirmation:';

/** Links sent again on request: a person asks once or twice; more is someone mailing a stranger. Per address and client. */
export const RESEND_RULE: RateRule = { limit: 3, windowSeconds: 3600 };
const RESEND_IP_RULE: RateRule = { limit: 10, windowSeconds: 3600 };

export const VerifyEmailSchema = z.object({ token: z.string().min(1).max(200) });

const digest = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;

function confirmationUrl(deps: AppDeps, token: string, locale: Locale): string {
  return `${deps.env.APP_URL}/verify-email/${token}${locale === 'en' ? '' : `?lang=${locale}`}`;
}

export interface Unconfirmed {
  id: string;
  name: string;
  email: string;
  locale: string;
}

/** A new link for the account (earlier ones stop working), mailed in the account's language. */
export async function sendConfirmationLink(deps: AppDeps, user: Unconfirmed): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await deps.db.batch([
    deps.db.delete(verifications).where(and(eq(verifications.value, user.id), like(verifications.identifier, `${PREFIX}%`))),
    deps.db.insert(verifications).values({
      id: randomUUID(),
      identifier: digest(token),
      value: user.id,
      expiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000),
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  const locale = localeOf(user.locale);
  await deps.mailer.send(emailConfirmationMail(user, confirmationUrl(deps, token, locale), CONFIRMATION_HOURS, locale));
}

/**
 * Follows a confirmation link: the token is taken out of the table in the same statement that finds it, so two
 * clicks at once confirm once. A used, unknown or expired link is refused with a message the page shows.
 */
export async function confirmEmail(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof VerifyEmailSchema>): Promise<{ ok: true }> {
  const { deps, scope, locale } = ctx;
  await deps.limiter.hit(`verify-email:${scope.ip}`, { limit: 20, windowSeconds: 60 });
  const [row] = await deps.db
    .delete(verifications)
    .where(eq(verifications.identifier, digest(data.token)))
    .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
  const refusals = serverTexts(locale).mail.registration;
  if (!row) throw validationError({ token: [refusals.linkInvalid] });
  if (row.expiresAt.getTime() <= Date.now()) throw validationError({ token: [refusals.linkExpired] });
  await deps.db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, row.userId));
  return { ok: true };
}

/**
 * "Send the link again" (login page, expired link): the same answer whatever the address, a mail only to an account
 * that waits for its confirmation; limited per address and per client.
 */
export async function resendConfirmation(ctx: Ctx<'deps' | 'scope'>, data: z.output<typeof ForgotPasswordSchema>): Promise<{ ok: true }> {
  const { deps, scope } = ctx;
  const email = data.email.toLowerCase();
  await deps.limiter.hit(`resend-confirmation-ip:${scope.ip}`, RESEND_IP_RULE);
  await deps.limiter.hit(`resend-confirmation:${email}`, RESEND_RULE);
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, verified: users.emailVerified, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email));
  if (user && !user.verified && !user.disabled) await sendConfirmationLink(deps, user);
  return { ok: true };
}
