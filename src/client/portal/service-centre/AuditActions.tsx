import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { addDays, todayIso } from '../../../shared/certificates/states';
import type { AuditDetail } from '../../../shared/portal/audits.types';
import { Day } from '../../account/instruments/format';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/Field';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { CardCell, CardRow, CardTable } from '../ui/CardTable';
import { ActionStateBadge, PRIMARY, SECONDARY } from './ui';

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
          <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{t('actions.empty')}</p>
        ) : (
          <CardTable caption={t('actions.title')} columns={columns.map(label)} testId="audit-actions-table">
            {audit.actions.map((action) => (
              <CardRow key={action.id} testId="audit-action">
                <CardCell label={label('action')} primary>
                  <span className={action.doneAt ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>{action.description}</span>
                </CardCell>
                <CardCell label={label('owner')}>{action.owner}</CardCell>
                <CardCell label={label('dueOn')}>
                  <Day value={action.dueOn} />
                </CardCell>
                <CardCell label={label('state')}>
                  <ActionStateBadge state={action.state} />
                </CardCell>
                {audit.canWrite && (
                  <CardCell label={label('done')}>
                    <button type="button" className={SECONDARY} disabled={toggle.isPending} onClick={() => toggle.mutate({ id: action.id, done: !action.doneAt })} data-testid="audit-action-toggle">
                      {action.doneAt ? t('actions.reopen') : t('actions.markDone')}
                      <span className="sr-only"> {action.description}</span>
                    </button>
                  </CardCell>
                )}
              </CardRow>
            ))}
          </CardTable>
        )}
        {audit.canWrite && <AddAction auditId={audit.id} onAdded={refresh} />}
      </div>
    </section>
  );
}

function AddAction({ auditId, onAdded }: { auditId: number; onAdded(): Promise<unknown> }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const [description, setDescription] = useState('');
  const [owner, setOwner] = useState('');
  const [dueOn, setDueOn] = useState(addDays(todayIso(), 30));
  const [notice, setNotice] = useState('');
  const add = useMutation(
    trpc.portal.audits.addAction.mutationOptions({
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
      aria-labelledby="add-action"
      className="space-y-3 rounded border border-slate-200 bg-slate-50 p-4"
      data-testid="audit-action-form"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice('');
        add.mutate({ auditId, description, owner, dueOn });
      }}
    >
      <h3 id="add-action" className="font-semibold text-navy-900">
        {t('actions.add')}
      </h3>
      {notice && <Alert tone="success">{notice}</Alert>}
      {add.error && Object.keys(errors).length === 0 && <Alert tone="error">{status !== null && status < 500 ? add.error.message : t('actions.error')}</Alert>}
      <TextField label={t('actions.description')} value={description} maxLength={1000} required error={errors.description?.[0]} data-testid="action-description" onChange={(event) => setDescription(event.target.value)} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField label={t('actions.owner')} value={owner} maxLength={120} required error={errors.owner?.[0]} data-testid="action-owner" onChange={(event) => setOwner(event.target.value)} />
        <TextField label={t('actions.dueOn')} type="date" value={dueOn} required error={errors.dueOn?.[0]} onChange={(event) => setDueOn(event.target.value)} />
        <button type="submit" className={PRIMARY} disabled={add.isPending} aria-busy={add.isPending} data-testid="action-add">
          {t('actions.addSubmit')}
        </button>
      </div>
    </form>
  );
}
