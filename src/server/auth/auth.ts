import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { BRAND } from '../../shared/settings/brand';
import { localeOf } from '../../shared/locales';
import type { Database } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { setPasswordUrl } from './set-password-url';
import { generateRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeStore } from './recovery-codes';

export const SESSION_COOKIE_PREFIX = 'voltara';
/** Reset tokens expire in 60 minutes (DECISIONS.md "Auth"). */
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * better-auth is used as a library: the SPA reaches it through tRPC procedures and POST /logout, which add the zod
 * validation, rate limits and error shapes of DECISIONS.md. Its own HTTP handler is not mounted (docs/decisions/0002).
 */
export function createAuth(db: Database, env: Env, mailer: Mailer) {
  const secure = env.APP_URL.startsWith('https://');
  const origin = new URL(env.APP_URL);
  const loopbacks = ['localhost', '127.0.0.1'].map((host) => `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`);
  return betterAuth({
    appName: BRAND.name,
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL, ...(env.isProduction ? [] : loopbacks)],
    database: drizzleAdapter(db, {
      provider: 'sqlite',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A new account signs in only once its address is confirmed (docs/decisions/0033); sign-up then opens no session.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // A password set through a mailed link (a reset, an invitation) proves the address as well.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        const stored: unknown = (user as { locale?: unknown }).locale;
        const locale = localeOf(stored);
        await mailer.send(passwordResetMail(user.email, user.name, setPasswordUrl(env.APP_URL, token, user.email), locale));
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        companyId: { type: 'number', required: false, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        dealerSharingConsentAt: { type: 'date', required: false, input: false },
        marketingConsentAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a revoked or demoted session must stop working at once (STACK-NOTES.md).
      cookieCache: { enabled: false },
      additionalFields: {
        passwordConfirmedAt: { type: 'date', required: false, input: false },
      },
    },
    // Our own limiter keys on e-mail and client address and lives in the database (rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    },
    plugins: [
      twoFactor({
        issuer: BRAND.name,
        totpOptions: { digits: 6, period: 30 },
        // Our alphabet without look-alikes, stored in better-auth's encrypted format (recovery-codes.ts).
        backupCodeOptions: {
          amount: RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: () => generateRecoveryCodes(),
          storeBackupCodes: recoveryCodeStore(env.AUTH_SECRET),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
