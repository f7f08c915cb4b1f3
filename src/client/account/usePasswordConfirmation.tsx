import { useState } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { ConfirmPasswordForm } from '../auth/ConfirmPasswordForm';
import { Dialog } from '../components/ui/Dialog';
import { needsPasswordConfirmation } from '../lib/trpc-errors';

/**
 * Runs a sensitive action; when the server answers that the password must be confirmed first (SPEC.md section 4),
 * asks for it in a dialog over the page and then retries the same action with the same input (issue 30 item 7).
 * The page stays mounted meanwhile, so its form keeps what the user typed. (Sending the user to /confirm-password and
 * back emptied the form and left the action undone; that page stays for links that lead to it.)
 */
export function usePasswordConfirmation() {
  const { t } = useTranslation('auth');
  const [retry, setRetry] = useState<(() => void) | null>(null);

  function guard(action: () => Promise<unknown>): () => Promise<void> {
    return async () => {
      try {
        await action();
      } catch (error) {
        // Any other failure is the action's own: its mutation shows it beside the form.
        if (needsPasswordConfirmation(error)) setRetry(() => () => void action().catch(() => undefined));
      }
    };
  }

  const dialog = (
    <Dialog open={retry !== null} onOpenChange={(open) => !open && setRetry(null)} title={t('confirmPassword.title')} description={t('confirmPassword.intro')}>
      <ConfirmPasswordForm
        onCancel={() => setRetry(null)}
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
