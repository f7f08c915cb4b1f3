import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { useInvalidateUsers } from './use-users-cache';
import type { Feedback } from '../../components/ui/use-feedback';
import { Button } from '../../components/ui/Button';

/** Disable or enable, reset two-factor, send a password reset. The destructive ones ask for confirmation first. */
export function AccountActions({ user, feedback }: { user: AdminUserDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-users');
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const after = (message: string) => ({
    onSuccess: async () => {
      feedback.done(message);
      await invalidate();
    },
    onError: feedback.failed,
  });
  const disable = useMutation(trpc.admin.users.disable.mutationOptions(after(t('access.disabled', { name: user.name }))));
  const enable = useMutation(trpc.admin.users.enable.mutationOptions(after(t('access.enabled'))));
  const resetTwoFactor = useMutation(trpc.admin.users.resetTwoFactor.mutationOptions(after(t('access.twoFactorReset'))));
  const sendReset = useMutation(trpc.admin.users.sendPasswordReset.mutationOptions(after(t('access.resetSent', { email: user.email }))));
  const busy = disable.isPending || enable.isPending || resetTwoFactor.isPending || sendReset.isPending;
  const target = { id: user.id };

  return (
    <dl className="divide-y divide-slate-200 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 py-3">
        <div>
          <dt className="font-semibold text-navy-900">{t('access.account')}</dt>
          <dd className="text-slate-700">{user.disabled ? t('access.statusDisabled') : t('access.statusEnabled')}</dd>
        </div>
        <dd>
          {user.disabled ? (
            <ConfirmModal
              triggerLabel={t('access.enable')}
              message={t('access.enableConfirm', { name: user.name })}
              onConfirm={() => enable.mutate(target)}
              disabled={busy}
            />
          ) : user.is_self ? (
            <span className="text-slate-600">{t('access.selfHint')}</span>
          ) : (
            <ConfirmModal
              triggerLabel={t('access.disable')}
              message={t('access.disableConfirm', { name: user.name })}
              onConfirm={() => disable.mutate(target)}
              disabled={busy}
            />
          )}
        </dd>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 py-3">
        <div>
          <dt className="font-semibold text-navy-900">{t('access.twoFactor')}</dt>
          <dd className="text-slate-700">{user.two_factor_enabled ? t('access.twoFactorOn') : t('access.twoFactorOff')}</dd>
        </div>
        {user.two_factor_enabled && (
          <dd>
            <ConfirmModal
              triggerLabel={t('access.resetTwoFactor')}
              message={t('access.resetTwoFactorConfirm', { name: user.name })}
              onConfirm={() => resetTwoFactor.mutate(target)}
              disabled={busy}
            />
          </dd>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 py-3">
        <div>
          <dt className="font-semibold text-navy-900">{t('access.password')}</dt>
          <dd className="text-slate-700">{t('access.sendResetHint')}</dd>
        </div>
        <dd>
          <Button
            look="outline"
            pending={sendReset.isPending}
            disabled={busy || user.disabled}
            onClick={() => sendReset.mutate(target)}
          >
            {t('access.sendReset')}
          </Button>
        </dd>
      </div>
    </dl>
  );
}
