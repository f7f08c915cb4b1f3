import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminEnrolmentRow } from '../../../shared/courses/admin.types';
import { useTRPC } from '../../trpc';
import { OUTLINE } from '../../components/ui/format';
import type { Feedback } from '../../components/ui/use-feedback';
import { IssueCertificateDialog } from './IssueCertificateDialog';
import { RevokeCertificateDialog } from './RevokeCertificateDialog';

/**
 * What an admin can do for one learner: reset the daily attempt limit, issue (or reissue) the certificate when a
 * passed attempt exists, and revoke a certificate that has not been revoked. Each button names its learner.
 */
export function EnrolmentActions({ enrolment, feedback }: { enrolment: AdminEnrolmentRow; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const who = t('users.forLearner', { name: enrolment.user.name, title: enrolment.course.title });
  const reset = useMutation(
    trpc.admin.courses.resetLimit.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('reset.done', { name: enrolment.user.name }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.courses.enrolments.pathKey() });
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const revocable = enrolment.certificate !== null && enrolment.certificate.state !== 'revoked';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={OUTLINE}
        disabled={reset.isPending}
        aria-busy={reset.isPending}
        onClick={() => {
          feedback.clear();
          reset.mutate({ enrolmentId: enrolment.id });
        }}
      >
        {reset.isPending ? t('reset.pending') : t('reset.open')}
        <span className="sr-only"> {who}</span>
      </button>
      {enrolment.hasPassedAttempt && <IssueCertificateDialog enrolment={enrolment} feedback={feedback} />}
      {revocable && <RevokeCertificateDialog enrolment={enrolment} feedback={feedback} />}
    </div>
  );
}
