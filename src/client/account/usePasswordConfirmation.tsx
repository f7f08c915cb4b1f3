import { useState } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { useLocation } from 'wouter';
import { can } from '../../shared/auth/policy';
import { ConfirmPasswordForm } from '../auth/ConfirmPasswordForm';
import { Dialog } from '../components/ui/Dialog';
import { useSession } from '../lib/session';
import { needsPasswordConfirmation } from '../lib/trpc-errors';

/**
 * Runs a sensitive action; when the server answers that the password must be confirmed first, sends the user to
 * /confirm-password and back, or, for roles the policy keeps off that page, asks inline and retries.
 */
export function usePasswordConfirmation() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const [retry, setRetry] = useState<(() => void) | null>(null);

  function guard(action: () => Promise<unknown>): () => Promise<void> {
    return async () => {
      try {
        await action();
      } catch (error) {
        if (!needsPasswordConfirmation(error)) return;
        if (user && can(user, 'auth:confirm-password')) {
          navigate(`/confirm-password?redirect=${encodeURIComponent(location)}`);
        } else {
          setRetry(() => () => void action().catch(() => undefined));
        }
      }
    };
  }

  const dialog = (
    <Dialog open={retry !== null} onOpenChange={(open) => !open && setRetry(null)} title={t('confirmPassword.title')} description={t('confirmPassword.intro')}>
      <ConfirmPasswordForm
        onConfirmed={() => {
          const action = retry;
          setRetry(null);
          action?.();
        }}
      />
    </Dialog>
  );
  return { guard, dialog };
}
