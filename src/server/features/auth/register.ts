import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { RegisterSchema } from '../../../shared/auth/auth.schema';
import { type Locale, localeOf } from '../../../shared/locales';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { consents, users } from '../../db/schema';
import { registrationAttemptMail } from '../../mail/registration-templates';
import { databaseErrorMatches } from '../users/rules';
import { sendConfirmationLink } from './email-confirmation';
import type { Ctx } from '../../service-context';

/** One "someone tried to register with your address" mail an hour per address: a reminder, not a mail bomb. */
const NOTICE_SECONDS = 60 * 60;

/**
 * Registration answers the same whether or not the address has an account (docs/decisions/0033): `{ok: true}`, no
 * session, the same password-hashing work. A new address gets an unconfirmed account with the role "user" and a
 * confirmation link; an address with an account is left as it is and its owner is told someone tried. The
 * terms-and-privacy consent is required; the dealer sharing and marketing consents are optional; each given consent
 * is stored with its time (GDPR log).
 */
export async function register(ctx: Ctx<'deps' | 'locale' | 'scope'>, data: z.output<typeof RegisterSchema>): Promise<{ ok: true }> {
  const { deps, scope, locale } = ctx;
  await deps.limiter.hit(`register:${scope.ip}`, RULES.register);
  const email = data.email.toLowerCase();
  const [existing] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    // The work a new account costs (better-auth hashes its password), so the answer takes as long.
    await (await deps.auth.$context).password.hash(data.password);
    if (!existing.disabled && (await deps.limiter.claimOnce(`register-notice:${email}`, NOTICE_SECONDS))) {
      await notifyOwner(deps, existing);
    }
    return { ok: true };
  }

  let userId: string;
  try {
    // requireEmailVerification (auth.ts): better-auth creates the account without signing it in.
    const { user } = await deps.auth.api.signUpEmail({
      body: { name: data.name, email, password: data.password, locale: locale },
      headers: scope.headers,
    });
    userId = user.id;
  } catch (error) {
    // Registered by someone else between the check and the write: the same answer as for a known address.
    if (databaseErrorMatches(error, /UNIQUE constraint failed: users\.email/)) return { ok: true };
    throw error;
  }
  // better-auth answers a stand-in user when the address was taken meanwhile (its own duplicate check): nothing to add.
  const [created] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!created) return { ok: true };
  const now = new Date();
  await deps.db.batch([
    deps.db
      .update(users)
      .set({
        termsAcceptedAt: now,
        dealerSharingConsentAt: data.dealer_sharing ? now : null,
        marketingConsentAt: data.marketing ? now : null,
      })
      .where(eq(users.id, userId)),
    deps.db.insert(consents).values([
      { userId, email, kind: 'terms-privacy', given: true },
      ...(data.dealer_sharing ? [{ userId, email, kind: 'dealer-sharing' as const, given: true }] : []),
      ...(data.marketing ? [{ userId, email, kind: 'marketing' as const, given: true }] : []),
    ]),
  ]);
  await sendConfirmationLink(deps, { id: userId, name: data.name, email, locale: locale });
  return { ok: true };
}

async function notifyOwner(deps: AppDeps, owner: { name: string; email: string; locale: string }): Promise<void> {
  const locale: Locale = localeOf(owner.locale);
  const lang = locale === 'en' ? '' : `?lang=${locale}`;
  const links = { login: `${deps.env.APP_URL}/login${lang}`, reset: `${deps.env.APP_URL}/forgot-password${lang}` };
  await deps.mailer.send(registrationAttemptMail(owner, links, locale));
}
