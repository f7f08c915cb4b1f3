import { useTranslation } from '../lib/i18n-react';
import { useLocation, useSearch } from 'wouter';
import { safeRedirect } from '../lib/redirect';
import { AuthCard } from './AuthCard';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';

/** SPEC.md section 4: a confirm-password prompt precedes sensitive actions, which are then retried. */
export function ConfirmPasswordPage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect')) ?? '/account';
  return (
    <AuthCard title={t('confirmPassword.title')} intro={t('confirmPassword.intro')}>
      <ConfirmPasswordForm onConfirmed={() => navigate(redirect, { replace: true })} />
    </AuthCard>
  );
}
