import { eq } from 'drizzle-orm';
import { RegisterSchema } from '../../../shared/auth/auth.schema';
import { formatMessage } from '../../../shared/validation';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { consents, users } from '../../db/schema';
import { validationError } from '../../errors';
import type { RequestScope } from '../../request-scope';
import { parseInput } from '../../validation';

/**
 * Creates an account with the role "user" and signs it in. The terms-and-privacy consent is required; the dealer
 * sharing and marketing consents are optional; each given consent is stored with its time (GDPR log).
 */
export async function register(deps: AppDeps, scope: RequestScope, input: unknown): Promise<void> {
  const data = parseInput(RegisterSchema, input, scope.locale);
  await deps.limiter.hit(`register:${scope.ip}`, RULES.register);
  const email = data.email.toLowerCase();
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw validationError({ email: [formatMessage('unique', 'email', scope.locale)] });

  const { headers, response } = await deps.auth.api.signUpEmail({
    body: { name: data.name, email, password: data.password, locale: scope.locale },
    headers: scope.headers,
    returnHeaders: true,
  });
  const now = new Date();
  await deps.db
    .update(users)
    .set({
      termsAcceptedAt: now,
      dealerSharingConsentAt: data.dealer_sharing ? now : null,
      marketingConsentAt: data.marketing ? now : null,
    })
    .where(eq(users.id, response.user.id));
  await deps.db.insert(consents).values([
    { userId: response.user.id, email, kind: 'terms-privacy', given: true },
    ...(data.dealer_sharing ? [{ userId: response.user.id, email, kind: 'dealer-sharing' as const, given: true }] : []),
    ...(data.marketing ? [{ userId: response.user.id, email, kind: 'marketing' as const, given: true }] : []),
  ]);
  scope.setCookies(headers.getSetCookie());
}
