import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Alert } from '../components/ui/Alert';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { SubmitButton, TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';

/**
 * "Send the link again" for an address waiting for its confirmation (docs/decisions/0033). The server answers the same
 * for any address, so the message after sending is neutral too. With `email` known (after registering, after a refused
 * sign-in) it is one button; otherwise (an expired link) the address is asked for.
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const [typed, setTyped] = useState('');
  const resend = useMutation(trpc.public.resendVerification.mutationOptions());
  const errors = fieldErrorsOf(resend.error);
  const address = email ?? typed;

  if (resend.isSuccess) return <Alert tone="success">{t('confirm.resent')}</Alert>;
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        resend.mutate({ email: address });
      }}
    >
      <ErrorSummary general={httpStatusOf(resend.error) === 429 ? t('confirm.tooMany') : null} focusKey={resend.error} />
      {email === undefined && (
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={errors.email?.[0]}
        />
      )}
      <SubmitButton pending={resend.isPending}>{t('confirm.resend')}</SubmitButton>
    </form>
  );
}
