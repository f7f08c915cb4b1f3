import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AuditDetail } from '../../../shared/service-centre/audits.types';
import { Alert } from '../../components/ui/Alert';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { AddAuditActionForm } from '../../components/audits/AddAuditActionForm';
import { DateText } from '../../components/ui/DateText';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { StateBadge } from '../../components/ui/StateBadge';
import { AUDIT_ACTION_BADGES } from '../../components/ui/state-looks';

/** An audit's follow-up actions: what, who, by when, and their state; the senior roles add them and mark them done. */
export function AuditActions({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.portal.audits.pathKey() });
  const toggle = useMutation(trpc.portal.audits.setActionDone.mutationOptions({ onSuccess: refresh }));
  const columns = ['action', 'owner', 'dueOn', 'state', ...(audit.canWrite ? ['done'] : [])];
  const label = (column: string) => t(`actions.${column}`);
  return (
    <section aria-labelledby="audit-actions" className="mt-10" data-testid="audit-actions">
      <h2 id="audit-actions" className="text-2xl font-bold text-navy-900">
        {t('actions.title')}
      </h2>
      <div className="mt-4 space-y-4">
        {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
        {audit.actions.length === 0 ? (
          <EmptyState>{t('actions.empty')}</EmptyState>
        ) : (
          <DataTable caption={t('actions.title')} columns={columns.map(label)} testId="audit-actions-table">
            {audit.actions.map((action) => (
              <DataRow key={action.id} data-testid="audit-action">
                <DataCell label={label('action')} primary>
                  <span className={action.doneAt ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>{action.description}</span>
                </DataCell>
                <DataCell label={label('owner')}>{action.owner}</DataCell>
                <DataCell label={label('dueOn')}>
                  <DateText value={action.dueOn} />
                </DataCell>
                <DataCell label={label('state')}>
                  <StateBadge of={AUDIT_ACTION_BADGES} state={action.state} />
                </DataCell>
                {audit.canWrite && (
                  <DataCell label={label('done')}>
                    <Button
                      look="outline"
                      pending={toggle.isPending && toggle.variables?.id === action.id}
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate({ id: action.id, done: !action.doneAt })}
                      data-testid="audit-action-toggle"
                    >
                      {action.doneAt ? t('actions.reopen') : t('actions.markDone')}
                      <span className="sr-only"> {action.description}</span>
                    </Button>
                  </DataCell>
                )}
              </DataRow>
            ))}
          </DataTable>
        )}
        {audit.canWrite && <AddAuditActionForm auditId={audit.id} namespace="portal-service" mutationOptions={trpc.portal.audits.addAction.mutationOptions()} onAdded={refresh} />}
      </div>
    </section>
  );
}
