import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnrolmentSubject } from './enrolment-row';
import { DialogForm } from '../../components/form/DialogForm';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Issues the training certificate from the learner's latest passed attempt (offered only when one exists); a
 * current certificate is superseded by it. The dialog says which, and asks before issuing.
 */
export function IssueCertificateDialog({ enrolment, feedback }: { enrolment: EnrolmentSubject; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useFormDialog(
    trpc.admin.enrolments.issueCertificate.mutationOptions({
      onSuccess: async (issued) => {
        feedback.done(t('issue.done', { number: issued.number, name: enrolment.learner }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
      },
    }),
  );
  const reissue = enrolment.certificate !== null;
  return (
    <>
      <Button look="outline" onClick={form.show}>
        {reissue ? t('issue.reissue') : t('issue.open')}
        <span className="sr-only"> {t('users.forLearner', { name: enrolment.learner, title: enrolment.course })}</span>
      </Button>
      <DialogForm
        {...form.dialog}
        title={reissue ? t('issue.reissueTitle') : t('issue.title')}
        onSubmit={() => form.mutation.mutate({ enrolmentId: enrolment.id })}
        error={form.general}
        submitLabel={t('issue.confirm')}
        pendingLabel={t('issue.pending')}
      >
        <p className="text-slate-700">{t('issue.lead', { name: enrolment.learner, title: enrolment.course })}</p>
        {reissue && <p className="text-slate-700">{t('issue.supersedes', { number: enrolment.certificate!.number })}</p>}
      </DialogForm>
    </>
  );
}
