import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { useLocation, useSearch } from 'wouter';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { TextField } from '../components/form/fields';
import { homeFor, safeRedirect } from '../lib/redirect';
import { sessionLost } from '../lib/http';
import { useSession } from '../lib/session';
import { useTRPC } from '../trpc';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { AuthCard, AuthFormEnd } from './AuthCard';

/** The second step of signing in: an authenticator code, or one of the recovery codes. */
export function TwoFactorChallengePage() {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const redirect = safeRedirect(new URLSearchParams(useSearch()).get('redirect'));
  const { user, refresh } = useSession();
  const [verified, setVerified] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const verify = useMutation(trpc.public.twoFactorChallenge.mutationOptions());
  const errors = fieldErrorsOf(verify.error);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    sessionLost.suppressed = true;
    try {
      await verify.mutateAsync(useRecovery ? { recovery_code: value } : { code: value });
      setVerified(true);
      await refresh();
    } catch (error) {
      if (httpStatusOf(error) === 401) navigate('/login', { replace: true }); // the challenge expired
    } finally {
      sessionLost.suppressed = false;
    }
  };
  const switchCode = () => {
    setUseRecovery(!useRecovery);
    setValue('');
    verify.reset();
  };
  useEffect(() => {
    if (verified && user) navigate(redirect ?? homeFor(user.role), { replace: true });
  }, [verified, user, redirect, navigate]);

  return (
    <AuthCard title={t('twoFactor.title')} intro={useRecovery ? t('twoFactor.introRecovery') : t('twoFactor.intro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorSummary general={httpStatusOf(verify.error) === 429 ? t('tooManyAttempts') : null} focusKey={verify.error} />
        {useRecovery ? (
          <TextField
            key="recovery"
            label={t('fields.recoveryCode')}
            autoComplete="one-time-code"
            // Typed off paper: any case and the dash are accepted, so the keyboard neither corrects nor capitalises.
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.recovery_code?.[0]}
          />
        ) : (
          <TextField
            key="code"
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.code?.[0]}
          />
        )}
        <AuthFormEnd
          pending={verify.isPending}
          label={t('login.submit')}
          aside={{ text: useRecovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery'), onClick: switchCode }}
        />
      </form>
    </AuthCard>
  );
}
