import { authRoute, type IdsOf } from '../../shared/route-tables/define';
import type { SectionQuery } from '../../shared/route-tables/query-params';

/**
 * The sign-in screens of SPEC.md (login, create account, forgotten/reset password, two-factor, confirm password), and
 * the pages of the links that confirm a new account's address (docs/decisions/0033) and a changed one, and the page
 * after deleting one's account (docs/decisions/0043).
 */
export const AUTH_ROUTES = [
  authRoute('/login', 'login'),
  authRoute('/register', 'register'),
  authRoute('/forgot-password', 'forgotPassword'),
  authRoute('/reset-password/:token', 'resetPassword'),
  authRoute('/verify-email/:token', 'verifyEmail'),
  authRoute('/confirm-email/:token', 'confirmEmailChange'),
  authRoute('/goodbye', 'goodbye'),
  authRoute('/two-factor-challenge', 'twoFactorChallenge'),
  authRoute('/confirm-password', 'confirmPassword', 'auth:confirm-password'),
] as const;

export type AuthRouteId = IdsOf<typeof AUTH_ROUTES>;

/** Where to go after signing in, and the notices the screens show on arrival (read by the server alone: route-tables/query.ts). */
export const AUTH_QUERY = {
  login: ['redirect', 'denied', 'verified'],
  resetPassword: ['email'],
  twoFactorChallenge: ['redirect'],
} satisfies SectionQuery<AuthRouteId>;
