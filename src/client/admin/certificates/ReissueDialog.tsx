import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { DialogForm } from '../../components/form/DialogForm';
import { TextAreaField, TextField } from '../../components/form/fields';
import { LABEL } from '../../components/form/parts';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { Button } from '../../components/ui/Button';
import { certificatePath } from '../serials/paths';
import type { AdminCertificate } from '../serials/types';
import { customerBlockOf, reissueInput, reissueProblem, type CustomerBlock } from './reissue';

/**
 * Reissue after a correction of whom the certificate names: the customer block, prefilled as issued, is corrected
 * and a reason given; the new certificate (new number) supersedes this one, and its page opens.
 */
export function ReissueDialog({ certificate }: { certificate: AdminCertificate }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [block, setBlock] = useState<CustomerBlock>(() => customerBlockOf(certificate.content));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'unchanged' | 'reason' | null>(null);
  const form = useFormDialog(
    trpc.admin.certificates.reissue.mutationOptions({
      onSuccess: async (issued) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
        navigate(certificatePath(issued.id));
      },
    }),
  );
  const training = certificate.content.kind === 'training';
  const serverErrors = form.errors;
  const errors = problem ? { [problem === 'reason' ? 'reason' : 'customer']: [t(`certificate.reissue.problems.${problem}`)] } : serverErrors;
  const set = (change: Partial<CustomerBlock>) => setBlock((current) => ({ ...current, ...change }));
  const label = (field: string) => t(`certificate.reissue.fields.${field.replace(/^customer\./, '')}`, { defaultValue: field });

  return (
    <>
      <Button look="outline" onClick={form.show}>
        {t('certificate.reissue.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('certificate.reissue.title', { number: certificate.number })}
        size="lg"
        onSubmit={() => {
          const found = reissueProblem(certificate.content, block, reason);
          setProblem(found);
          if (!found) form.mutation.mutate(reissueInput(certificate.id, block, reason));
        }}
        submitLabel={t('certificate.reissue.confirm')}
        pendingLabel={t('certificate.reissue.pending')}
      >
        <p className="text-slate-700">{t('certificate.reissue.lead')}</p>
        <ErrorSummary errors={errors} general={problem ? null : form.general} labelOf={label} />
        <fieldset className="space-y-3">
          <legend className={LABEL}>{t(training ? 'certificate.content.learner' : 'certificate.content.customer')}</legend>
          <TextField label={label('name')} maxLength={300} value={block.name} error={serverErrors['customer.name']?.[0]} onChange={(event) => set({ name: event.target.value })} />
          <TextField label={label('company')} maxLength={300} value={block.company} error={serverErrors['customer.company']?.[0]} onChange={(event) => set({ company: event.target.value })} />
          {!training && (
            <TextAreaField
              label={label('address')}
              maxLength={500}
              value={block.address}
              error={serverErrors['customer.address']?.[0]}
              onChange={(event) => set({ address: event.target.value })}
            />
          )}
        </fieldset>
        <TextAreaField label={label('reason')} rows={3} maxLength={500} required value={reason} error={errors.reason?.[0]} onChange={(event) => setReason(event.target.value)} />
      </DialogForm>
    </>
  );
}
