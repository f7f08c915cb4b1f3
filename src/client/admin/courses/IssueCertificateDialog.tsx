import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { EnrolmentSubject } from './enrolment-row';
import { Dialog } from '../../components/ui/Dialog';
import { useTRPC } from '../../trpc';
import { messageOf, OUTLINE, PRIMARY } from '../../components/ui/format';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Issues the training certificate from the learner's latest passed attempt (offered only when one exists); a
 * current certificate is superseded by it. The dialog says which, and asks before issuing.
 */
export function IssueCertificateDialog({ enrolment, feedback }: { enrolment: EnrolmentSubject; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const issue = useMutation(
    trpc.admin.enrolments.issueCertificate.mutationOptions({
      onSuccess: async (issued) => {
        setOpen(false);
        feedback.done(t('issue.done', { number: issued.number, name: enrolment.learner }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
      },
    }),
  );
  const reissue = enrolment.certificate !== null;
  return (
    <>
      <button
        type="button"
        className={OUTLINE}
        onClick={() => {
          issue.reset();
          setOpen(true);
        }}
      >
        {reissue ? t('issue.reissue') : t('issue.open')}
        <span className="sr-only"> {t('users.forLearner', { name: enrolment.learner, title: enrolment.course })}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={reissue ? t('issue.reissueTitle') : t('issue.title')}>
        <div className="space-y-4">
          <p className="text-slate-700">{t('issue.lead', { name: enrolment.learner, title: enrolment.course })}</p>
          {reissue && <p className="text-slate-700">{t('issue.supersedes', { number: enrolment.certificate!.number })}</p>}
          {issue.error && (
            <p role="alert" className="text-sm text-red-700">
              {messageOf(issue.error)}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" className={OUTLINE} onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button type="button" className={PRIMARY} disabled={issue.isPending} aria-busy={issue.isPending} onClick={() => issue.mutate({ enrolmentId: enrolment.id })}>
              {issue.isPending ? t('issue.pending') : t('issue.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
