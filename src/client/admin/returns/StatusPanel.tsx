import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ReturnStatus } from '../../../shared/returns/enums';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { messageOf } from '../../components/ui/format';
import { TextAreaField, TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import type { AdminReturn } from '../serials/types';
import type { Feedback } from '../../components/ui/use-feedback';
import { statusChangeInput, statusChoices } from './status-actions';

/**
 * Moves the return one step on: a button for each step allowed from its status (nothing else is offered), with a
 * note for the customer's e-mail and an optional cost. Cancelling asks for confirmation first.
 */
export function StatusPanel({ detail, feedback }: { detail: AdminReturn; feedback: Feedback }) {
  const { t } = useTranslation(['admin-service', 'returns']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [cost, setCost] = useState('');
  // The step being made (the procedure's input is untyped on the client, so its answer cannot name it).
  const target = useRef<ReturnStatus | null>(null);
  const change = useMutation(
    trpc.admin.returns.setStatus.mutationOptions({
      onSuccess: async () => {
        setNote('');
        setCost('');
        if (target.current) feedback.done(t('returns.actions.moved', { status: t(`returns:statuses.${target.current}`) }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.returns.pathKey() });
      },
    }),
  );
  const choices = statusChoices(detail.status);
  // Cancelled before it was received, a return loses the files its owner attached (features/returns/discard-files.ts).
  const discardsFiles = detail.status === 'submitted' && detail.attachments.length > 0;
  if (choices.length === 0) return <p className="text-slate-600">{t('returns.actions.closed')}</p>;

  const errors = fieldErrorsOf(change.error);
  const general = change.error && Object.keys(errors).length === 0 ? messageOf(change.error) : null;
  const move = (status: ReturnStatus) => {
    feedback.clear();
    target.current = status;
    change.mutate(statusChangeInput(detail.id, status, note, cost));
  };
  const label = (status: ReturnStatus) => t('returns.actions.moveTo', { status: t(`returns:statuses.${status}`) });

  return (
    <div className="space-y-4" data-testid="return-actions">
      <ErrorSummary errors={errors} general={general} labelOf={(field) => t(`returns.actions.fields.${field}`, { defaultValue: field })} />
      <TextAreaField label={t('returns.actions.note')} rows={3} maxLength={2000} value={note} error={errors.note?.[0]} onChange={(event) => setNote(event.target.value)} />
      <TextField
        label={t('returns.actions.cost')}
        hint={t('returns.actions.costHint')}
        inputMode="decimal"
        value={cost}
        maxLength={20}
        error={errors.cost?.[0]}
        onChange={(event) => setCost(event.target.value)}
        className="max-w-40 tabular"
      />
      <div className="flex flex-wrap items-center gap-2">
        {choices.map((choice) =>
          choice.tone === 'danger' ? (
            <ConfirmModal
              key={choice.status}
              triggerLabel={label(choice.status)}
              message={[t('returns.actions.cancelConfirm', { rma: detail.rmaNumber }), discardsFiles ? t('returns:selfService.cancel.confirmFiles', { count: detail.attachments.length }) : ''].join(' ').trim()}
              disabled={change.isPending}
              onConfirm={() => move(choice.status)}
            />
          ) : (
            <Button
              key={choice.status}
              look={choice.tone === 'primary' ? 'primary' : 'outline'}
              disabled={change.isPending}
              onClick={() => move(choice.status)}
              data-status={choice.status}
            >
              {label(choice.status)}
            </Button>
          ),
        )}
        {change.isPending && <span className="text-sm text-slate-600">{t('common.saving')}</span>}
      </div>
      <p className="text-sm text-slate-600">{t('returns.actions.mailHint')}</p>
    </div>
  );
}
