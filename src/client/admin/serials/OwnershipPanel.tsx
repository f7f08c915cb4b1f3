import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { TextField } from '../../components/form/fields';
import { useTranslation } from '../../lib/i18n-react';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ClaimDecisions } from '../../portal/serials/ClaimDecisions';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import { Loaded } from '../../components/ui/Loaded';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * /admin/serials/{id}: who may own the instrument (docs/decisions/0030): the claims made on it (Voltara confirms or
 * refuses those waiting), giving it to another account, or taking it from its owner. Each change needs a reason and
 * is recorded in the audit trail.
 */
export function OwnershipPanel({ serial, feedback }: { serial: AdminSerialDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const claims = useQuery(trpc.admin.serials.serialClaims.queryOptions({ serialId: serial.id }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
  const decide = useMutation(
    trpc.admin.serials.decideClaim.mutationOptions({
      onSuccess: async (answer) => {
        feedback.done(t(answer.status === 'confirmed' ? 'ownership.claimConfirmed' : 'ownership.claimRefused'));
        await refresh();
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const reasonError = fieldErrorsOf(decide.error).reason?.[0];
  return (
    <div className="space-y-5">
      <Loaded query={claims} isEmpty={(list) => list.length === 0} empty={t('ownership.noClaims')}>
        {(list) => (
          <ClaimDecisions
            claims={list}
            decidable
            showSeller
            pendingId={decide.isPending ? (decide.variables?.id ?? null) : null}
            error={decide.isError && decide.variables ? { id: decide.variables.id, message: decide.error.message, ...(reasonError ? { reason: reasonError } : {}) } : null}
            onDecide={(decision) => {
              feedback.clear();
              decide.mutate(decision);
            }}
          />
        )}
      </Loaded>
      <TransferForm serial={serial} feedback={feedback} onDone={refresh} />
      {serial.owner && <ReleaseForm serial={serial} feedback={feedback} onDone={refresh} />}
    </div>
  );
}

function TransferForm({ serial, feedback, onDone }: { serial: AdminSerialDetail; feedback: Feedback; onDone(): Promise<void> }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const id = useId();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const transfer = useMutation(
    trpc.admin.serials.transfer.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('ownership.transferred', { email }));
        setEmail('');
        setReason('');
        await onDone();
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const errors = fieldErrorsOf(transfer.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    transfer.mutate({ serialId: serial.id, email, reason });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-navy-900">
        {t('ownership.transferTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('ownership.transferHint')}</p>
      <TextField label={t('ownership.email')} type="email" value={email} error={errors.email?.[0]} onChange={(event) => setEmail(event.target.value)} />
      <TextField label={t('ownership.reason')} value={reason} maxLength={500} error={errors.reason?.[0]} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" pending={transfer.isPending}>
        {t('ownership.transfer')}
      </Button>
    </form>
  );
}

function ReleaseForm({ serial, feedback, onDone }: { serial: AdminSerialDetail; feedback: Feedback; onDone(): Promise<void> }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const release = useMutation(
    trpc.admin.serials.release.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('ownership.released'));
        setReason('');
        await onDone();
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const errors = fieldErrorsOf(release.error);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-navy-900">{t('ownership.releaseTitle')}</h3>
      <p className="text-sm text-slate-600">{t('ownership.releaseHint', { owner: serial.owner?.email ?? '' })}</p>
      <TextField label={t('ownership.reason')} value={reason} maxLength={500} error={errors.reason?.[0]} onChange={(event) => setReason(event.target.value)} />
      <ConfirmModal
        triggerLabel={t('ownership.release')}
        message={t('ownership.releaseConfirm', { owner: serial.owner?.email ?? '' })}
        disabled={release.isPending}
        onConfirm={() => {
          feedback.clear();
          release.mutate({ serialId: serial.id, reason });
        }}
      />
    </div>
  );
}
