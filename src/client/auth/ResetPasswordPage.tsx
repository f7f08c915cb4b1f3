import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import { Alert, FirstErrors } from '../components/ui/Alert';
import { SubmitButton, TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf } from '../lib/trpc-errors';
import { AuthCard } from './AuthCard';
import { NewPasswordField } from './NewPasswordField';

interface ResetForm {
  email: string;
  password: string;
  password_confirmation: string;
}

export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const { register, handleSubmit } = useForm<ResetForm>({ defaultValues: { email, password: '', password_confirmation: '' } });
  const reset = useMutation(trpc.public.resetPassword.mutationOptions());
  const errors = fieldErrorsOf(reset.error);

  return (
    <AuthCard title={t('reset.title')}>
      {reset.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t('reset.done')}</Alert>
          <Link href="/login" className="font-semibold text-navy-700 underline">
            {t('returnToLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={handleSubmit((values) => reset.mutate({ ...values, token }))} className="space-y-4" noValidate>
          {errors.token && <FirstErrors errors={{ token: errors.token }} />}
          <TextField label={t('fields.email')} type="email" autoComplete="username" error={errors.email?.[0]} {...register('email')} />
          <NewPasswordField label={t('fields.newPassword')} error={errors.password?.[0]} registration={register('password')} />
          <TextField
            label={t('fields.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.[0]}
            {...register('password_confirmation')}
          />
          <div className="flex justify-end">
            <SubmitButton pending={reset.isPending}>{t('reset.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
