import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AuditDetail } from '../../../shared/service-centre/audits.types';
import { Alert } from '../../components/ui/Alert';
import { useTRPC } from '../../trpc';
import { Panel } from '../../components/ui/Panel';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Button } from '../../components/ui/Button';
import { AddAuditActionForm } from '../../components/audits/AddAuditActionForm';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { AUDIT_ACTION_BADGES } from '../../components/ui/state-looks';

/** The audit's follow-up actions, which the partner sees too: Voltara adds them with an owner and a due date and closes them. */
export function ActionsPanel({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.partnerAudits.pathKey() });
  const toggle = useMutation(trpc.admin.partnerAudits.setActionDone.mutationOptions({ onSuccess: refresh }));
  const columns = ['action', 'owner', 'dueOn', 'state', 'done'].map((column) => t(`actions.${column}`));
  return (
    <Panel id="audit-actions" title={t('actions.title')}>
      <div className="space-y-4" data-testid="admin-audit-actions">
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        {audit.actions.length === 0 ? (
          <p className="text-slate-600">{t('actions.empty')}</p>
        ) : (
          <DataTable caption={t('actions.title')} columns={columns}>
            {audit.actions.map((action) => (
              <DataRow key={action.id} data-testid="admin-audit-action">
                <DataCell>
                  <span className={action.doneAt ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>{action.description}</span>
                </DataCell>
                <DataCell>{action.owner}</DataCell>
                <DataCell>
                  <DateText value={action.dueOn} />
                </DataCell>
                <DataCell>
                  <StateBadge of={AUDIT_ACTION_BADGES} state={action.state} />
                </DataCell>
                <DataCell>
                  <Button look="outline" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: action.id, done: !action.doneAt })} data-testid="admin-action-toggle">
                    {action.doneAt ? t('actions.reopen') : t('actions.close')}
                    <span className="sr-only"> {action.description}</span>
                  </Button>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
        <AddAuditActionForm auditId={audit.id} namespace="admin-audits" mutationOptions={trpc.admin.partnerAudits.addAction.mutationOptions()} onAdded={refresh} />
      </div>
    </Panel>
  );
}
