import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CompanyRole } from '../../../shared/team/team.schema';
import type { PortalUserRow } from '../../../shared/team/team.types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { messageOf, OUTLINE } from '../../components/ui/format';

/** A person of the team as the actions need them: the account's id, name, e-mail, role and state. */
export type TeamMember = Pick<PortalUserRow, 'id' | 'name' | 'email' | 'role' | 'state'>;

export interface ActionFeedback {
  done(message: string): void;
  failed(message: string): void;
}

/** A person's actions (the page offers them only for people within the reader's reach): change role, disable or enable, send the invitation again. Only for people within reach. */
export function UserActions({ user, assignable, feedback }: { user: TeamMember; assignable: readonly CompanyRole[]; feedback: ActionFeedback }) {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
  const options = (message: (row: PortalUserRow) => string) => ({
    onSuccess: async (row: PortalUserRow) => {
      await refresh();
      feedback.done(message(row));
    },
    onError: (error: unknown) => feedback.failed(messageOf(error)),
  });
  const disable = useMutation(trpc.portal.users.disable.mutationOptions(options((row) => t('actions.disabled', { name: row.name }))));
  const enable = useMutation(trpc.portal.users.enable.mutationOptions(options((row) => t('actions.enabled', { name: row.name }))));
  const resend = useMutation(trpc.portal.users.resendInvitation.mutationOptions(options((row) => t('actions.resent', { email: row.email }))));
  return (
    <div className="flex flex-wrap items-center gap-1 max-md:justify-end">
      <RoleDialog user={user} assignable={assignable} feedback={feedback} />
      {user.state === 'invited' && (
        <button type="button" className={OUTLINE} disabled={resend.isPending} onClick={() => resend.mutate({ id: user.id })}>
          {t('actions.resend')}
          <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
        </button>
      )}
      {user.state === 'disabled' ? (
        <button type="button" className={OUTLINE} disabled={enable.isPending} onClick={() => enable.mutate({ id: user.id })}>
          {t('actions.enable')}
          <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
        </button>
      ) : (
        <ConfirmModal triggerLabel={t('actions.disable')} message={t('actions.disableConfirm', { name: user.name })} disabled={disable.isPending} onConfirm={() => disable.mutate({ id: user.id })} />
      )}
    </div>
  );
}

function RoleDialog({ user, assignable, feedback }: { user: TeamMember; assignable: readonly CompanyRole[]; feedback: ActionFeedback }) {
  const { t } = useTranslation('portal-team');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<string>(user.role);
  const change = useMutation(
    trpc.portal.users.changeRole.mutationOptions({
      onSuccess: async (row) => {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: trpc.portal.users.list.pathKey() });
        feedback.done(t('actions.roleChanged', { name: row.name, role: t(`roles.${row.role}`) }));
      },
    }),
  );
  const error = change.error ? (fieldErrorsOf(change.error).role?.[0] ?? messageOf(change.error)) : undefined;
  return (
    <>
      <button type="button" className={OUTLINE} onClick={() => { setRole(user.role); change.reset(); setOpen(true); }}>
        {t('actions.changeRole')}
        <span className="sr-only"> {t('actions.forName', { name: user.name })}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('role.title', { name: user.name })} size="sm">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = assignable.find((option) => option === role);
            if (chosen) change.mutate({ id: user.id, role: chosen });
          }}
        >
          <SelectField label={t('role.label')} value={role} error={error} onChange={(event) => setRole(event.target.value)}>
            {assignable.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </SelectField>
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t('common.cancel')}
            submitLabel={t('role.save')}
            pending={change.isPending}
            disabled={role === user.role}
          />
        </form>
      </Dialog>
    </>
  );
}
