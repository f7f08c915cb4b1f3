import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { TextField } from '../components/form/fields';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { AuthCard, AuthFormEnd } from './AuthCard';

/** The same answer whether or not the address exists (SPEC.md section 8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const request = useMutation(trpc.public.forgotPassword.mutationOptions());
  const errors = fieldErrorsOf(request.error);

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} done={request.isSuccess && t('forgot.sent')}>
      <form onSubmit={handleSubmit((values) => request.mutate(values))} className="space-y-4" noValidate>
        <ErrorSummary general={httpStatusOf(request.error) === 429 ? t('tooManyAttempts') : null} focusKey={request.error} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.[0]} {...register('email')} />
        <AuthFormEnd pending={request.isPending} label={t('forgot.submit')} aside={{ href: '/login', text: t('returnToLogin') }} />
      </form>
    </AuthCard>
  );
}
