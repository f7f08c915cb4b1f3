import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { addDays, todayIso } from '../../../shared/certificates/states';
import type { AuditDetail } from '../../../shared/portal/audits.types';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { ActionStateBadge } from '../../portal/service-centre/ui';
import { Section } from '../enquiries/Section';
import { DataTable, ROW, TD } from '../serials/ui/DataTable';
import { Day, OUTLINE, PRIMARY } from '../serials/ui/format';

/** The audit's follow-up actions, which the partner sees too: Voltara adds them with an owner and a due date and closes them. */
export function ActionsPanel({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.partnerAudits.pathKey() });
  const toggle = useMutation(trpc.admin.partnerAudits.setActionDone.mutationOptions({ onSuccess: refresh }));
  const columns = ['action', 'owner', 'dueOn', 'state', 'done'].map((column) => t(`actions.${column}`));
  return (
    <Section id="audit-actions-heading" title={t('actions.title')}>
      <div className="space-y-4" data-testid="admin-audit-actions">
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        {audit.actions.length === 0 ? (
          <p className="text-slate-600">{t('actions.empty')}</p>
        ) : (
          <DataTable caption={t('actions.title')} columns={columns}>
            {audit.actions.map((action) => (
              <tr key={action.id} className={ROW} data-testid="admin-audit-action">
                <td className={TD}>
                  <span className={action.doneAt ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>{action.description}</span>
                </td>
                <td className={TD}>{action.owner}</td>
                <td className={TD}>
                  <Day value={action.dueOn} />
                </td>
                <td className={TD}>
                  <ActionStateBadge state={action.state} />
                </td>
                <td className={TD}>
                  <button type="button" className={OUTLINE} disabled={toggle.isPending} onClick={() => toggle.mutate({ id: action.id, done: !action.doneAt })} data-testid="admin-action-toggle">
                    {action.doneAt ? t('actions.reopen') : t('actions.close')}
                    <span className="sr-only"> {action.description}</span>
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <AddAction auditId={audit.id} onAdded={refresh} />
      </div>
    </Section>
  );
}

function AddAction({ auditId, onAdded }: { auditId: number; onAdded(): Promise<unknown> }) {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const [description, setDescription] = useState('');
  const [owner, setOwner] = useState('');
  const [dueOn, setDueOn] = useState(addDays(todayIso(), 30));
  const [notice, setNotice] = useState('');
  const add = useMutation(
    trpc.admin.partnerAudits.addAction.mutationOptions({
      onSuccess: async () => {
        setNotice(t('actions.added', { description }));
        setDescription('');
        setOwner('');
        await onAdded();
      },
    }),
  );
  const errors = fieldErrorsOf(add.error);
  const status = httpStatusOf(add.error);
  return (
    <form
      noValidate
      aria-labelledby="admin-add-action"
      className="space-y-3 rounded border border-slate-200 bg-slate-50 p-4"
      data-testid="admin-action-form"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice('');
        add.mutate({ auditId, description, owner, dueOn });
      }}
    >
      <h3 id="admin-add-action" className="font-semibold text-navy-900">
        {t('actions.add')}
      </h3>
      {notice && <Alert tone="success">{notice}</Alert>}
      {add.error && Object.keys(errors).length === 0 && <Alert tone="error">{status !== null && status < 500 ? add.error.message : t('actions.error')}</Alert>}
      <TextField label={t('actions.description')} value={description} maxLength={1000} required error={errors.description?.[0] && t('actions.required')} data-testid="admin-action-description" onChange={(event) => setDescription(event.target.value)} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField label={t('actions.owner')} value={owner} maxLength={120} required error={errors.owner?.[0] && t('actions.required')} data-testid="admin-action-owner" onChange={(event) => setOwner(event.target.value)} />
        <TextField label={t('actions.dueOn')} type="date" value={dueOn} required error={errors.dueOn?.[0] && t('actions.dueInvalid')} data-testid="admin-action-due" onChange={(event) => setDueOn(event.target.value)} />
        <button type="submit" className={PRIMARY} disabled={add.isPending} aria-busy={add.isPending} data-testid="admin-action-add">
          {t('actions.addSubmit')}
        </button>
      </div>
    </form>
  );
}
