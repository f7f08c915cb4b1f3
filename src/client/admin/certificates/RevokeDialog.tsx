import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/ui/Dialog';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DANGER, messageOf } from '../../components/ui/format';
import { RevokeReasonForm } from './RevokeReasonForm';
import type { AdminCertificate } from '../serials/types';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Revoking is final: the certificate's public verification page says "revoked" from that moment. The dialog is the
 * confirmation: it says so, asks for the reason (kept in the audit log) and only then revokes.
 */
export function RevokeDialog({ certificate, feedback }: { certificate: AdminCertificate; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const revoke = useMutation(
    trpc.admin.certificates.revoke.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        feedback.done(t('certificate.revoke.done', { number: certificate.number }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
      },
    }),
  );
  const error = missing ? t('certificate.revoke.reasonRequired') : (fieldErrorsOf(revoke.error).reason?.[0] ?? (revoke.error ? messageOf(revoke.error) : ''));
  return (
    <>
      <button type="button" className={DANGER} onClick={() => setOpen(true)}>
        {t('certificate.revoke.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('certificate.revoke.title', { number: certificate.number })}>
        <RevokeReasonForm
          words={{
            warning: t('certificate.revoke.warning'),
            reason: t('certificate.revoke.reason'),
            cancel: t('common.cancel'),
            confirm: t('certificate.revoke.confirm'),
            pending: t('certificate.revoke.pending'),
          }}
          reason={reason}
          onReason={setReason}
          error={error}
          pending={revoke.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={() => {
            const empty = reason.trim() === '';
            setMissing(empty);
            if (!empty) revoke.mutate({ id: certificate.id, reason: reason.trim() });
          }}
        />
      </Dialog>
    </>
  );
}
