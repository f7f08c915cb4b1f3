import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useTranslation } from '../lib/i18n-react';
import { useTRPC } from '../trpc';
import { AuthCard, AuthCardLink, LinkRefused } from './AuthCard';
import { ResendConfirmation } from './ResendConfirmation';

/**
 * /verify-email/{token}, the link of the confirmation mail (docs/decisions/0033). The token is sent once the app has
 * the page (a POST, never a GET a mail scanner's prefetch could spend); a confirmed address goes on to the login page,
 * which says so. A used, unknown or expired link says why and offers a new one.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const confirm = useMutation(trpc.public.verifyEmail.mutationOptions());
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // once, also under React's development double effects
    sent.current = true;
    confirm.mutate({ token }, { onSuccess: () => navigate('/login?verified=1', { replace: true }) });
  }, [confirm, navigate, token]);

  const failed = confirm.isError;
  return (
    <AuthCard title={t('confirm.title')}>
      {!failed ? (
        <p className="text-slate-700" role="status">
          {t('confirm.working')}
        </p>
      ) : (
        <div className="space-y-4">
          <LinkRefused error={confirm.error} tooMany={t('tooManyAttempts')} />
          <p className="text-slate-700">{t('confirm.askAgain')}</p>
          <ResendConfirmation />
          <AuthCardLink href="/login">{t('returnToLogin')}</AuthCardLink>
        </div>
      )}
    </AuthCard>
  );
}
