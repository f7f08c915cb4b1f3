import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Alert } from '../components/ui/Alert';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { CheckboxField, TextField } from '../components/form/fields';
import { sessionLost } from '../lib/http';
import { homeFor, safeRedirect } from '../lib/redirect';
import { useSession } from '../lib/session';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { AuthCard, AuthFormEnd } from './AuthCard';
import { ResendConfirmation } from './ResendConfirmation';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const params = new URLSearchParams(useSearch());
  const redirect = safeRedirect(params.get('redirect'));
  const denied = params.get('denied') === '1';
  // Arrived from a confirmation link (VerifyEmailPage).
  const verified = params.get('verified') === '1';
  const [, navigate] = useLocation();
  const { user, refresh } = useSession();
  // After a refusal (denied=1) the page stays put for the account already signed in, but a sign-in made here continues.
  const [signedInHere, setSignedInHere] = useState(false);
  const { register, handleSubmit, getValues } = useForm<LoginForm>({ defaultValues: { email: '', password: '', remember: false } });
  const signIn = useMutation(trpc.public.signIn.mutationOptions());
  const errors = fieldErrorsOf(signIn.error);
  // 403 after the right password: the address waits for its confirmation (docs/decisions/0033).
  const unconfirmed = httpStatusOf(signIn.error) === 403;

  const onSubmit = handleSubmit(async (values) => {
    sessionLost.suppressed = true;
    try {
      const result = await signIn.mutateAsync(values);
      if (result.two_factor) {
        navigate(`/two-factor-challenge${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
        return;
      }
      await refresh();
      setSignedInHere(true);
    } catch {
      return; // shown from signIn.error
    } finally {
      sessionLost.suppressed = false;
    }
  });

  // Once signed in (here or after the refresh above), continue to where the visitor was going.
  const proceed = user && (!denied || signedInHere) ? (redirect ?? homeFor(user.role)) : null;
  useEffect(() => {
    if (proceed) navigate(proceed, { replace: true });
  }, [proceed, navigate]);
  if (proceed) return null;

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {denied && <Alert tone="error">{t('login.denied')}</Alert>}
        {verified && !signIn.error && <Alert tone="success">{t('login.verified')}</Alert>}
        {unconfirmed && <Alert tone="error">{t('login.unconfirmed')}</Alert>}
        <ErrorSummary general={httpStatusOf(signIn.error) === 429 ? t('tooManyAttempts') : null} focusKey={signIn.error} />
        <TextField label={t('fields.email')} type="email" autoComplete="username" error={errors.email?.[0]} {...register('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" error={errors.password?.[0]} {...register('password')} />
        <CheckboxField label={t('login.remember')} {...register('remember')} />
        <AuthFormEnd pending={signIn.isPending} label={t('login.submit')} aside={{ href: '/forgot-password', text: t('login.forgot') }} />
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
          {t('login.noAccount')}{' '}
          <Link href="/register" className="font-semibold text-navy-700 underline">
            {t('login.createAccount')}
          </Link>
        </p>
      </form>
      {unconfirmed && (
        <div className="mt-4">
          <ResendConfirmation key={signIn.submittedAt} email={getValues('email').trim()} />
        </div>
      )}
    </AuthCard>
  );
}
