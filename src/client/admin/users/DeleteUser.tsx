import { useTranslation } from '../../lib/i18n-react';
import type { AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { Button } from '../../components/ui/Button';
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
  const form = useFormDialog(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('delete.done'));
        await invalidate();
      },
    }),
  );
  if (user.is_self) return <p className="text-sm text-slate-700">{t('delete.selfHint')}</p>;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700">{t('delete.hint')}</p>
      <Button look="danger" onClick={form.show} data-testid="delete-user">
        {t('delete.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('delete.dialogTitle', { name: user.name })}
        description={t('delete.lead')}
        size="lg"
        className="space-y-4 text-sm text-slate-800"
        onSubmit={() => form.mutation.mutate({ id: user.id })}
        error={form.general}
        submitLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        look="danger"
      >
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
      </DialogForm>
    </div>
  );
}
