import type { SectionPages } from '../router/pages';
import { AccountHome } from './AccountHome';
import { PasswordPage } from './PasswordPage';
import type { ACCOUNT_HOME_ROUTES } from './routes';
import { TwoFactorPage } from './TwoFactorPage';

/** In the account's chunk: the first page after signing in. */
export const ACCOUNT_HOME_PAGES: SectionPages<typeof ACCOUNT_HOME_ROUTES> = {
  account: AccountHome,
  accountPassword: PasswordPage,
  accountTwoFactor: TwoFactorPage,
};
