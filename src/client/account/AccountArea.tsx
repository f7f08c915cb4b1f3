import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { AccountHome } from './AccountHome';
import { PasswordPage } from './PasswordPage';
import { TwoFactorPage } from './TwoFactorPage';

export default function AccountArea({ route }: AreaProps) {
  switch (route.id) {
    case 'account':
      return <AccountHome />;
    case 'accountPassword':
      return <PasswordPage />;
    case 'accountTwoFactor':
      return <TwoFactorPage />;
    default:
      return <UpcomingPage route={route} />;
  }
}
