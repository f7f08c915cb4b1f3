import type { z } from 'zod';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, ne } from 'drizzle-orm';
import { NewsletterSignupSchema } from '../../../shared/content/newsletter.schema';
import { RULES } from '../../auth/rate-limit';
import { consents, newsletterSubscriptions } from '../../db/schema';
import { newsletterConfirmationMail } from '../../mail/newsletter-templates';
import { formEvent, recordWebsiteEvent } from '../logs/website-log';
import type { Ctx, VisitorCtx } from '../../service-context';
import { serverTexts } from '../../texts';

/** A confirmation link works once and for this long after the sign-up that sent it. */
export const NEWSLETTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/newsletter, double opt-in. A valid sign-up stores a pending subscription with a fresh token (only its
 * hash), logs the consent and e-mails the confirmation link. The answer is the same whether or not the address is
 * already on the list; an active subscriber is left as is and gets no e-mail, so the form can neither reveal
 * subscribers nor be used to send them mail.
 */
export async function signUpForNewsletter(
  ctx: VisitorCtx<'deps' | 'actor' | 'locale' | 'now' | 'scope'>,
  data: z.output<typeof NewsletterSignupSchema>,
): Promise<{ message: string }> {
  const { deps, actor, locale, now, scope } = ctx;
  const userId = actor?.id ?? null;
  await deps.limiter.hit(`newsletter:${scope.ip}`, RULES.newsletter);

  const email = data.email.toLowerCase();
  recordWebsiteEvent(deps, formEvent(scope, 'newsletter', email));
  // One line, so a name cannot add lines to the e-mail it is quoted in.
  const name = data.name.replace(/\s+/g, ' ');
  const token = randomBytes(32).toString('base64url');
  // One atomic upsert: two sign-ups racing for the same address cannot create two rows, and an active row is never
  // touched (the WHERE of the update), in which case no row comes back.
  const [pending] = await deps.db
    .insert(newsletterSubscriptions)
    .values({ email, name, locale: locale, status: 'pending', tokenHash: hashToken(token), consentAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { name, locale: locale, status: 'pending', tokenHash: hashToken(token), consentAt: now, confirmedAt: null },
      setWhere: ne(newsletterSubscriptions.status, 'active'),
    })
    .returning({ id: newsletterSubscriptions.id });

  if (pending) {
    await deps.db.insert(consents).values({ userId, email, kind: 'newsletter', given: true });
    const url = `${deps.env.APP_URL}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(newsletterConfirmationMail(email, name, url, locale));
  }
  // The one answer to every valid sign-up, new or already subscribed, so the form never reveals whether an address is on the list.
  return { message: serverTexts(locale).newsletter.signup };
}

/**
 * GET /api/newsletter/confirm?token=: activates the pending subscription the token was sent for. True when it did;
 * false for an unknown, used or expired token. Clearing the hash in the same UPDATE makes the token single-use even
 * when the link is opened twice at once.
 */
export async function confirmNewsletter(ctx: Ctx<'deps' | 'now'>, token: string | undefined): Promise<boolean> {
  const { deps, now } = ctx;
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const issuedAfter = new Date(now.getTime() - NEWSLETTER_TOKEN_TTL_MS);
  const updated = await deps.db
    .update(newsletterSubscriptions)
    .set({ status: 'active', confirmedAt: now, tokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, hashToken(token)),
        eq(newsletterSubscriptions.status, 'pending'),
        gte(newsletterSubscriptions.consentAt, issuedAfter),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}
