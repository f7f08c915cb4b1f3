import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Alert } from '../components/ui/Alert';
import { TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { AuthFormEnd } from './AuthCard';

/** Re-enter the password to unlock sensitive actions for 3 hours. Used by /confirm-password and inline dialogs. */
export function ConfirmPasswordForm({ onConfirmed }: { onConfirmed(): void }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const confirm = useMutation(trpc.account.confirmPassword.mutationOptions({ onSuccess: onConfirmed }));
  const errors = fieldErrorsOf(confirm.error);
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ password });
      }}
    >
      {httpStatusOf(confirm.error) === 429 && <Alert tone="error">{t('tooManyAttempts')}</Alert>}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password?.[0]}
      />
      <AuthFormEnd pending={confirm.isPending} label={t('confirmPassword.submit')} />
    </form>
  );
}
