import { accountRoute, type IdsOf } from '../../shared/route-tables/define';

/** The account's home, and signing in safely: the password and two-factor authentication. */
export const ACCOUNT_HOME_ROUTES = [
  accountRoute('/account', 'account'),
  accountRoute('/account/password', 'accountPassword'),
  accountRoute('/account/2fa', 'accountTwoFactor'),
] as const;

export type AccountHomeRouteId = IdsOf<typeof ACCOUNT_HOME_ROUTES>;
