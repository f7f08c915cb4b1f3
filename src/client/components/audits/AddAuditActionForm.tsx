import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { Alert } from '../ui/Alert';
import { ErrorSummary } from '../form/ErrorSummary';
import { generalErrorOf } from '../form/use-form-dialog';
import { Button } from '../ui/Button';
import { TextField } from '../form/fields';
import { fieldErrorsOf } from '../../lib/trpc-errors';

export interface AuditActionInput {
  auditId: number;
  description: string;
  owner: string;
  dueOn: string;
}

interface AddAuditActionFormProps<TData, TError extends { message: string }> {
  auditId: number;
  /** The face's texts: both namespaces hold the same `actions.*` keys. */
  namespace: 'admin-audits' | 'portal-service';
  /** The face's procedure (Voltara's or the partner's), both taking an AuditActionInput. */
  mutationOptions: UseMutationOptions<TData, TError, AuditActionInput>;
  onAdded(): Promise<unknown>;
}

/**
 * Adding a follow-up action to a partner audit: what, who and by when (30 days ahead by default). One form for the
 * partner's senior users (/portal/audits/{id}) and for Voltara (/admin/distributors/audits/{id}); field errors are the
 * server's, in the visitor's language.
 */
export function AddAuditActionForm<TData, TError extends { message: string }>({ auditId, namespace, mutationOptions, onAdded }: AddAuditActionFormProps<TData, TError>) {
  const { t } = useTranslation(namespace);
  const [description, setDescription] = useState('');
  const [owner, setOwner] = useState('');
  const [dueOn, setDueOn] = useState(addDays(isoDay(), 30));
  const [notice, setNotice] = useState('');
  const add = useMutation({
    ...mutationOptions,
    onSuccess: async () => {
      setNotice(t('actions.added', { description }));
      setDescription('');
      setOwner('');
      await onAdded();
    },
  });
  const errors = fieldErrorsOf(add.error);
  return (
    <form
      noValidate
      aria-labelledby="add-audit-action"
      className="space-y-3 rounded border border-slate-200 bg-slate-50 p-4"
      data-testid="audit-action-form"
      onSubmit={(event) => {
        event.preventDefault();
        setNotice('');
        add.mutate({ auditId, description, owner, dueOn });
      }}
    >
      <h3 id="add-audit-action" className="font-semibold text-navy-900">
        {t('actions.add')}
      </h3>
      {notice && <Alert tone="success">{notice}</Alert>}
      <ErrorSummary general={generalErrorOf(add.error, { failed: t('actions.error') })} />
      <TextField label={t('actions.description')} value={description} maxLength={1000} required error={errors.description?.[0]} data-testid="action-description" onChange={(event) => setDescription(event.target.value)} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField label={t('actions.owner')} value={owner} maxLength={120} required error={errors.owner?.[0]} data-testid="action-owner" onChange={(event) => setOwner(event.target.value)} />
        <TextField label={t('actions.dueOn')} type="date" value={dueOn} required error={errors.dueOn?.[0]} data-testid="action-due" onChange={(event) => setDueOn(event.target.value)} />
        <Button type="submit" pending={add.isPending} data-testid="action-add">
          {t('actions.addSubmit')}
        </Button>
      </div>
    </form>
  );
}
