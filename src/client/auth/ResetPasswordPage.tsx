import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { useSearch } from 'wouter';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { generalErrorOf } from '../components/form/use-form-dialog';
import { TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf } from '../lib/trpc-errors';
import { AuthCard, AuthFormEnd } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

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
    <AuthCard title={t('reset.title')} done={reset.isSuccess && t('reset.done')}>
      <form onSubmit={handleSubmit((values) => reset.mutate({ ...values, token }))} className="space-y-4" noValidate>
        <ErrorSummary general={errors.token?.[0] ?? generalErrorOf(reset.error)} />
        <TextField label={t('fields.email')} type="email" autoComplete="username" error={errors.email?.[0]} {...register('email')} />
        <NewPasswordFields label={t('fields.newPassword')} errors={errors} register={register} />
        <AuthFormEnd pending={reset.isPending} label={t('reset.submit')} />
      </form>
    </AuthCard>
  );
}
