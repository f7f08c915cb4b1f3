import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnrolmentSubject } from './enrolment-row';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';
import { IssueCertificateDialog } from './IssueCertificateDialog';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';

/**
 * What an admin can do for one learner: reset the daily attempt limit, issue (or reissue) the certificate when a
 * passed attempt exists, and revoke a certificate that has not been revoked. Each button names its learner.
 */
export function EnrolmentActions({ enrolment, feedback }: { enrolment: EnrolmentSubject; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const who = t('users.forLearner', { name: enrolment.learner, title: enrolment.course });
  const reset = useMutation(
    trpc.admin.enrolments.resetLimit.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('reset.done', { name: enrolment.learner }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const revocable = enrolment.certificate !== null && enrolment.certificate.state !== 'revoked';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        look="outline"
        pending={reset.isPending}
        onClick={() => {
          feedback.clear();
          reset.mutate({ enrolmentId: enrolment.id });
        }}
      >
        {reset.isPending ? t('reset.pending') : t('reset.open')}
        <span className="sr-only"> {who}</span>
      </Button>
      {enrolment.hasPassedAttempt && <IssueCertificateDialog enrolment={enrolment} feedback={feedback} />}
      {revocable && <RevokeCertificateDialog enrolment={enrolment} feedback={feedback} />}
    </div>
  );
}
