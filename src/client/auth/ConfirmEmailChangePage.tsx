import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Alert } from '../components/ui/Alert';
import { useSession } from '../lib/session';
import { useTRPC } from '../trpc';
import { AuthCard, AuthCardLink, LinkRefused } from './AuthCard';

/**
 * /confirm-email/{token}, the link mailed to a new address (docs/decisions/0043). As /verify-email, the token is sent
 * once the app has the page (a POST a mail scanner's prefetch cannot spend). It works signed out too: the token is
 * the proof; a signed-in session shows its new address at once.
 */
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const { t } = useTranslation('account-privacy');
  const { t: ta } = useTranslation('auth');
  const trpc = useTRPC();
  const { user, refresh } = useSession();
  const confirm = useMutation(trpc.account.privacy.confirmEmail.mutationOptions({ onSuccess: () => refresh() }));
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // once, also under React's development double effects
    sent.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  return (
    <AuthCard title={t('confirm.title')}>
      {confirm.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{t('confirm.done', { email: confirm.data.email })}</Alert>
          <AuthCardLink href={user ? '/account' : '/login'}>{user ? t('confirm.toAccount') : t('confirm.toLogin')}</AuthCardLink>
        </div>
      ) : confirm.isError ? (
        <div className="space-y-4">
          <LinkRefused error={confirm.error} tooMany={ta('tooManyAttempts')} />
          <p className="text-slate-700">{t('confirm.askAgain')}</p>
          <AuthCardLink href="/account/email">{t('confirm.changeAgain')}</AuthCardLink>
        </div>
      ) : (
        <p className="text-slate-700" role="status">
          {t('confirm.working')}
        </p>
      )}
    </AuthCard>
  );
}
