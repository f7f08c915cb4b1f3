import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { useInvalidateUsers, type ActionFeedback } from './use-users-cache';

/**
 * What to do with the ticked rows: disable them (each signed out at once) or enable them again, each after the
 * confirmation. The admin's own account cannot be disabled: with it ticked, "Disable selected" says so instead.
 */
export function UserBulkBar({ ids, selfSelected, onClear, feedback }: { ids: readonly string[]; selfSelected: boolean; onClear(): void; feedback: ActionFeedback }) {
  const { t } = useTranslation('admin-users');
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const after = (done: 'bulk.disabled' | 'bulk.enabled') => ({
    onSuccess: async ({ changed }: { changed: number }) => {
      feedback.done(changed === 0 ? t('bulk.unchanged') : t(done, { count: changed }));
      onClear();
      await invalidate();
    },
    onError: feedback.failed,
  });
  const disable = useMutation(trpc.admin.users.disableMany.mutationOptions(after('bulk.disabled')));
  const enable = useMutation(trpc.admin.users.enableMany.mutationOptions(after('bulk.enabled')));
  const busy = disable.isPending || enable.isPending;
  const count = ids.length;
  if (count === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-3 rounded border border-navy-200 bg-navy-50 px-3 py-2 text-sm" data-testid="users-bulk-bar">
      <span className="font-semibold text-navy-900">{t('bulk.selected', { count })}</span>
      <button type="button" onClick={onClear} className="text-navy-800 underline">
        {t('bulk.clear')}
      </button>
      {selfSelected ? (
        <span className="text-slate-700">{t('bulk.selfSelected')}</span>
      ) : (
        <ConfirmModal
          triggerLabel={t('bulk.disable')}
          message={t('bulk.disableConfirm', { count })}
          disabled={busy}
          onConfirm={() => disable.mutate({ ids: [...ids] })}
        />
      )}
      <ConfirmModal
        triggerLabel={t('bulk.enable')}
        message={t('bulk.enableConfirm', { count })}
        disabled={busy}
        onConfirm={() => enable.mutate({ ids: [...ids] })}
      />
    </div>
  );
}
