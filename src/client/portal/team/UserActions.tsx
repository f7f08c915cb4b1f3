import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CompanyRole } from '../../../shared/team/team.schema';
import type { PortalUserRow } from '../../../shared/team/team.types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';

/** A person of the team as the actions need them: the account's id, name, e-mail, role and state. */
export type TeamMember = Pick<PortalUserRow, 'id' | 'name' | 'email' | 'role' | 'state'>;

/** A person's actions (the page offers them only for people within the reader's reach): change role, disable or enable, send the invitation again. Only for people within reach. */
export function UserActions({ user, assignable, feedback }: { user: TeamMember; assignable: readonly CompanyRole[]; feedback: Feedback }) {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
  const options = (message: (row: PortalUserRow) => string) => ({
    onSuccess: async (row: PortalUserRow) => {
      await refresh();
      feedback.done(message(row));
    },
    onError: (error: unknown) => feedback.failed(error),
  });
  const disable = useMutation(trpc.portal.users.disable.mutationOptions(options((row) => t('actions.disabled', { name: row.name }))));
  const enable = useMutation(trpc.portal.users.enable.mutationOptions(options((row) => t('actions.enabled', { name: row.name }))));
  const resend = useMutation(trpc.portal.users.resendInvitation.mutationOptions(options((row) => t('actions.resent', { email: row.email }))));
  return (
    <div className="flex flex-wrap items-center gap-1 max-md:justify-end">
      <RoleDialog user={user} assignable={assignable} feedback={feedback} />
      {user.state === 'invited' && (
        <Button look="outline" pending={resend.isPending} onClick={() => resend.mutate({ id: user.id })}>
          {t('actions.resend')}
          <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
        </Button>
      )}
      {user.state === 'disabled' ? (
        <Button look="outline" pending={enable.isPending} onClick={() => enable.mutate({ id: user.id })}>
          {t('actions.enable')}
          <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
        </Button>
      ) : (
        <ConfirmModal triggerLabel={t('actions.disable')} message={t('actions.disableConfirm', { name: user.name })} disabled={disable.isPending} onConfirm={() => disable.mutate({ id: user.id })} />
      )}
    </div>
  );
}

function RoleDialog({ user, assignable, feedback }: { user: TeamMember; assignable: readonly CompanyRole[]; feedback: Feedback }) {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<string>(user.role);
  const form = useFormDialog(
    trpc.portal.users.changeRole.mutationOptions({
      onSuccess: async (row) => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
        feedback.done(t('actions.roleChanged', { name: row.name, role: t(`roles.${row.role}`) }));
      },
    }),
    { onOpen: () => setRole(user.role) },
  );
  const chosen = assignable.find((option) => option === role);
  return (
    <>
      <Button look="outline" onClick={form.show}>
        {t('actions.changeRole')}
        <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('role.title', { name: user.name })}
        size="sm"
        onSubmit={() => chosen && form.mutation.mutate({ id: user.id, role: chosen })}
        error={form.general}
        submitLabel={t('role.save')}
        disabled={role === user.role}
      >
        <SelectField label={t('role.label')} value={role} error={form.errors.role?.[0]} onChange={(event) => setRole(event.target.value)}>
          {assignable.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
      </DialogForm>
    </>
  );
}
