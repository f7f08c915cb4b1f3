import type { AreaProps } from '../router/area-props';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';
import { ConfirmPasswordPage } from './ConfirmPasswordPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { GoodbyePage } from './GoodbyePage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { TwoFactorChallengePage } from './TwoFactorChallengePage';
import { VerifyEmailPage } from './VerifyEmailPage';

/**
 * The sign-in screens of SPEC.md (login, create account, forgotten/reset password, two-factor, confirm password), and
 * the pages of the links that confirm a new account's address (docs/decisions/0033) and a changed one, and the page
 * after deleting one's account (docs/decisions/0043).
 */
export default function AuthArea({ route, params }: AreaProps) {
  switch (route.id) {
    case 'login':
      return <LoginPage />;
    case 'register':
      return <RegisterPage />;
    case 'forgotPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage token={params.token ?? ''} />;
    case 'verifyEmail':
      return <VerifyEmailPage token={params.token ?? ''} />;
    case 'twoFactorChallenge':
      return <TwoFactorChallengePage />;
    case 'confirmEmailChange':
      return <ConfirmEmailChangePage token={params.token ?? ''} />;
    case 'goodbye':
      return <GoodbyePage />;
    default:
      return <ConfirmPasswordPage />;
  }
}
