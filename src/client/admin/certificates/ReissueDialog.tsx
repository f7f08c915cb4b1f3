import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ServerErrorSummary } from '../../components/form/ErrorSummary';
import { INPUT, LABEL, messageOf, OUTLINE } from '../../components/ui/format';
import { certificatePath } from '../serials/paths';
import type { AdminCertificate } from '../serials/types';
import { customerBlockOf, reissueInput, reissueProblem, type CustomerBlock } from './reissue';
import { DialogFormActions } from '../../components/ui/DialogFormActions';

/**
 * Reissue after a correction of whom the certificate names: the customer block, prefilled as issued, is corrected
 * and a reason given; the new certificate (new number) supersedes this one, and its page opens.
 */
export function ReissueDialog({ certificate }: { certificate: AdminCertificate }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [block, setBlock] = useState<CustomerBlock>(() => customerBlockOf(certificate.content));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'unchanged' | 'reason' | null>(null);
  const reissue = useMutation(
    trpc.admin.certificates.reissue.mutationOptions({
      onSuccess: async (issued) => {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
        navigate(certificatePath(issued.id));
      },
    }),
  );
  const training = certificate.content.kind === 'training';
  const serverErrors = fieldErrorsOf(reissue.error);
  const errors = problem ? { [problem === 'reason' ? 'reason' : 'customer']: [t(`certificate.reissue.problems.${problem}`)] } : serverErrors;
  const general = !problem && reissue.error && Object.keys(serverErrors).length === 0 ? messageOf(reissue.error) : null;
  const set = (change: Partial<CustomerBlock>) => setBlock((current) => ({ ...current, ...change }));
  const label = (field: string) => t(`certificate.reissue.fields.${field.replace(/^customer\./, '')}`, { defaultValue: field });

  return (
    <>
      <button type="button" className={OUTLINE} onClick={() => setOpen(true)}>
        {t('certificate.reissue.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('certificate.reissue.title', { number: certificate.number })} size="lg">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const found = reissueProblem(certificate.content, block, reason);
            setProblem(found);
            if (!found) reissue.mutate(reissueInput(certificate.id, block, reason));
          }}
        >
          <p className="text-slate-700">{t('certificate.reissue.lead')}</p>
          <ServerErrorSummary errors={errors} general={general} labelOf={label} />
          <fieldset className="space-y-3">
            <legend className={LABEL}>{t(training ? 'certificate.content.learner' : 'certificate.content.customer')}</legend>
            <TextField label={label('name')} maxLength={300} value={block.name} error={serverErrors['customer.name']?.[0]} onChange={(event) => set({ name: event.target.value })} />
            <TextField label={label('company')} maxLength={300} value={block.company} error={serverErrors['customer.company']?.[0]} onChange={(event) => set({ company: event.target.value })} />
            {!training && (
              <div className="space-y-1">
                <label htmlFor="reissue-address" className="block text-sm font-medium text-slate-800">
                  {label('address')}
                </label>
                <textarea
                  id="reissue-address"
                  rows={4}
                  maxLength={500}
                  value={block.address}
                  aria-invalid={serverErrors['customer.address'] ? true : undefined}
                  onChange={(event) => set({ address: event.target.value })}
                  className={INPUT}
                />
                {serverErrors['customer.address']?.[0] && <p className="text-sm text-red-700">{serverErrors['customer.address'][0]}</p>}
              </div>
            )}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="reissue-reason" className={LABEL}>
              {label('reason')}
            </label>
            <textarea id="reissue-reason" rows={3} maxLength={500} required value={reason} aria-invalid={errors.reason ? true : undefined} onChange={(event) => setReason(event.target.value)} className={INPUT} />
            {errors.reason?.[0] && <p className="text-sm text-red-700">{errors.reason[0]}</p>}
          </div>
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t('common.cancel')}
            submitLabel={t('certificate.reissue.confirm')}
            pendingLabel={t('certificate.reissue.pending')}
            pending={reissue.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
