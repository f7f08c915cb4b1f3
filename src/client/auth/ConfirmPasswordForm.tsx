import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { DialogFormBody } from '../components/form/DialogForm';
import { TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';

/**
 * Re-enter the password to unlock sensitive actions for 3 hours: the one form of /confirm-password and of the dialog
 * over a page (usePasswordConfirmation), which gives it `onCancel` (its Cancel closes the dialog, as Escape does).
 */
export function ConfirmPasswordForm({ onConfirmed, onCancel }: { onConfirmed(): void; onCancel?(): void }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const confirm = useMutation(trpc.account.confirmPassword.mutationOptions({ onSuccess: onConfirmed }));
  return (
    <DialogFormBody
      onSubmit={() => confirm.mutate({ password })}
      onCancel={onCancel}
      error={httpStatusOf(confirm.error) === 429 ? t('tooManyAttempts') : null}
      submitLabel={t('confirmPassword.submit')}
      look={onCancel ? 'primary' : 'send'}
      pending={confirm.isPending}
    >
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrorsOf(confirm.error).password?.[0]}
      />
    </DialogFormBody>
  );
}
