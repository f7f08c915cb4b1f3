import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { Dialog } from '../../components/ui/Dialog';
import { DANGER, messageOf, OUTLINE } from '../../components/ui/format';
import { useTRPC } from '../../trpc';
import { useInvalidateUsers } from './use-users-cache';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * "Delete user", per GDPR: the dialog says, before anything happens, what is deleted and what the law keeps
 * anonymised (the same erasure as the account holder's own "Delete my account"). Not offered for the admin's own
 * account: another administrator must do it.
 */
export function DeleteUser({ user, feedback }: { user: AdminUserDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-users');
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const [open, setOpen] = useState(false);
  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        feedback.done(t('delete.done'));
        await invalidate();
      },
    }),
  );
  if (user.is_self) return <p className="text-sm text-slate-700">{t('delete.selfHint')}</p>;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">{t('delete.hint')}</p>
      <button type="button" className={DANGER} onClick={() => setOpen(true)} data-testid="delete-user">
        {t('delete.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={t('delete.dialogTitle', { name: user.name })}
        description={t('delete.lead')}
        size="lg"
      >
        <div className="space-y-4 text-sm text-slate-800">
          <section>
            <h3 className="font-semibold text-navy-900">{t('delete.deletedHeading')}</h3>
            <ul className="mt-1 list-inside list-disc space-y-1">
              {(['deleted1', 'deleted2', 'deleted3', 'deleted4'] as const).map((key) => (
                <li key={key}>{t(`delete.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="font-semibold text-navy-900">{t('delete.keptHeading')}</h3>
            <ul className="mt-1 list-inside list-disc space-y-1">
              {(['kept1', 'kept2'] as const).map((key) => (
                <li key={key}>{t(`delete.${key}`)}</li>
              ))}
            </ul>
          </section>
          {remove.error && (
            <p role="alert" className="text-red-700">
              {messageOf(remove.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={OUTLINE} onClick={() => setOpen(false)}>
              {t('delete.cancel')}
            </button>
            <button
              type="button"
              className={DANGER}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate({ id: user.id })}
            >
              {remove.isPending ? t('delete.pending') : t('delete.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
