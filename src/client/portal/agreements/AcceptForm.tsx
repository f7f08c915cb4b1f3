import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SIGNER_NAME_MAX, SIGNER_NAME_MIN } from '../../../shared/agreements/agreements.schema';
import type { PortalAgreementDetail } from '../../../shared/agreements/agreements.types';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { CheckboxField, SubmitButton, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';

/**
 * The signer types their full name and ticks "I have read and accept this agreement"; the server records the name,
 * the account, the time, the address and the version. Checked here first so a slip is named at its field.
 */
export function AcceptForm({ agreement }: { agreement: PortalAgreementDetail }) {
  const { t } = useTranslation('portal-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [local, setLocal] = useState<{ name?: string; confirm?: string }>({});
  const accept = useMutation(
    trpc.portal.agreements.accept.mutationOptions({
      onSuccess: async (updated) => {
        queryClient.setQueryData(trpc.portal.agreements.get.queryKey({ id: agreement.id }), updated);
        await queryClient.invalidateQueries({ queryKey: trpc.portal.agreements.list.queryKey() });
      },
      // A newer version published meanwhile: show it.
      onError: () => queryClient.invalidateQueries({ queryKey: trpc.portal.agreements.get.queryKey({ id: agreement.id }) }),
    }),
  );
  const serverErrors = fieldErrorsOf(accept.error);
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const errors = {
      ...(trimmed.length < SIGNER_NAME_MIN ? { name: t('accept.nameRequired') } : {}),
      ...(!confirm ? { confirm: t('accept.confirmRequired') } : {}),
    };
    setLocal(errors);
    if (Object.keys(errors).length > 0) return;
    accept.mutate({ agreementId: agreement.id, versionId: agreement.latest.id, name: trimmed, confirm: true });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 rounded border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="accept-heading" data-testid="accept-form">
      <h2 id="accept-heading" className="text-xl font-bold text-navy-900">
        {t('accept.title', { version: agreement.latest.version })}
      </h2>
      <p className="text-slate-700">{t('accept.lead')}</p>
      <ErrorSummary general={generalErrorOf(accept.error, { fields: ['name', 'confirm'] })} />
      <TextField
        label={t('accept.name')}
        value={name}
        autoComplete="name"
        maxLength={SIGNER_NAME_MAX}
        required
        error={local.name ?? serverErrors.name?.[0]}
        onChange={(event) => setName(event.target.value)}
      />
      <CheckboxField
        label={t('accept.confirm')}
        checked={confirm}
        required
        error={local.confirm ?? serverErrors.confirm?.[0]}
        onChange={(event) => setConfirm(event.target.checked)}
      />
      <SubmitButton pending={accept.isPending} pendingLabel={t('accept.pending')}>
        {t('accept.submit')}
      </SubmitButton>
    </form>
  );
}
