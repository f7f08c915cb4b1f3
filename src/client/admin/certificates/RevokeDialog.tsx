import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { DANGER } from '../../components/ui/format';
import { RevokeReasonDialog } from './RevokeReasonDialog';
import type { AdminCertificate } from '../serials/types';
import type { Feedback } from '../../components/ui/use-feedback';

/** Revoking is final: the certificate's public verification page says "revoked" from that moment. */
export function RevokeDialog({ certificate, feedback }: { certificate: AdminCertificate; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useFormDialog(
    trpc.admin.certificates.revoke.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('certificate.revoke.done', { number: certificate.number }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
      },
    }),
  );
  return (
    <RevokeReasonDialog
      opener={{ className: DANGER, label: t('certificate.revoke.open') }}
      form={form}
      words={{
        title: t('certificate.revoke.title', { number: certificate.number }),
        warning: t('certificate.revoke.warning'),
        reason: t('certificate.revoke.reason'),
        reasonRequired: t('certificate.revoke.reasonRequired'),
        confirm: t('certificate.revoke.confirm'),
        pending: t('certificate.revoke.pending'),
      }}
      onRevoke={(reason) => form.mutation.mutate({ id: certificate.id, reason })}
    />
  );
}
