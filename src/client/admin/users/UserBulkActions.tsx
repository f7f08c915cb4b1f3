import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import type { BulkSelection } from '../generic/BulkBar';
import { useInvalidateUsers } from './use-users-cache';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * The users list's actions on the ticked rows, in the collection's bulk bar: disable them (each signed out at once)
 * or enable them again, each after the confirmation. The admin's own account and deleted ones cannot be ticked
 * (UsersPage's `selectable`); the server refuses the admin's own account as well.
 */
export function UserBulkActions({ selection, feedback }: { selection: BulkSelection; feedback: Feedback }) {
  const { t } = useTranslation('admin-users');
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const after = (done: 'bulk.disabled' | 'bulk.enabled') => ({
    onSuccess: async ({ changed }: { changed: number }) => {
      feedback.done(changed === 0 ? t('bulk.unchanged') : t(done, { count: changed }));
      selection.clear();
      await invalidate();
    },
    onError: feedback.failed,
  });
  const disable = useMutation(trpc.admin.users.disableMany.mutationOptions(after('bulk.disabled')));
  const enable = useMutation(trpc.admin.users.enableMany.mutationOptions(after('bulk.enabled')));
  const busy = disable.isPending || enable.isPending;
  // Account ids are text (the collection's idKind).
  const ids = selection.ids.map(String);
  const count = ids.length;
  return (
    <>
      <ConfirmModal
        triggerLabel={t('bulk.disable')}
        message={t('bulk.disableConfirm', { count })}
        disabled={busy}
        onConfirm={() => disable.mutate({ ids })}
      />
      <ConfirmModal triggerLabel={t('bulk.enable')} message={t('bulk.enableConfirm', { count })} disabled={busy} onConfirm={() => enable.mutate({ ids })} />
    </>
  );
}
