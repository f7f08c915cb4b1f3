import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnrolmentSubject } from './enrolment-row';
import { RevokeReasonDialog } from '../certificates/RevokeReasonDialog';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Revokes the learner's certificate (the certificates feature's revoke): final, and said so on its verification page
 * from then on.
 */
export function RevokeCertificateDialog({ enrolment, feedback }: { enrolment: EnrolmentSubject; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const number = enrolment.certificate?.number ?? '';
  const form = useFormDialog(
    trpc.admin.enrolments.revokeCertificate.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('revoke.done', { number }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
      },
    }),
  );
  return (
    <RevokeReasonDialog
      opener={{
        className: 'rounded px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50',
        label: (
          <>
            {t('revoke.open')}
            <span className="sr-only"> {number}</span>
          </>
        ),
      }}
      form={form}
      words={{
        title: t('revoke.title', { number }),
        warning: t('revoke.warning'),
        reason: t('revoke.reason'),
        reasonRequired: t('revoke.reasonRequired'),
        confirm: t('revoke.confirm'),
        pending: t('revoke.pending'),
      }}
      onRevoke={(reason) => form.mutation.mutate({ enrolmentId: enrolment.id, reason })}
    />
  );
}
