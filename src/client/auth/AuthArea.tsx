import type { AreaProps } from '../router/area-props';
import { ConfirmPasswordPage } from './ConfirmPasswordPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { TwoFactorChallengePage } from './TwoFactorChallengePage';
import { VerifyEmailPage } from './VerifyEmailPage';

/**
 * The sign-in screens of SPEC.md (login, create account, forgotten/reset password, two-factor, confirm password), and
 * the page of the link that confirms a new account's address (docs/decisions/0033).
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
    default:
      return <ConfirmPasswordPage />;
  }
}
