import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { EnrolmentSubject } from './enrolment-row';
import { Dialog } from '../../components/ui/Dialog';
import { RevokeReasonForm } from '../certificates/RevokeReasonForm';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { messageOf } from '../../components/ui/format';
import type { Feedback } from '../../components/ui/use-feedback';

/**
 * Revokes the learner's certificate (the certificates feature's revoke): final, and said so on its verification page
 * from then on. The dialog is the confirmation: it warns, asks for the reason (kept in the audit log), then revokes.
 */
export function RevokeCertificateDialog({ enrolment, feedback }: { enrolment: EnrolmentSubject; feedback: Feedback }) {
  const { t } = useTranslation('admin-courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const number = enrolment.certificate?.number ?? '';
  const revoke = useMutation(
    trpc.admin.enrolments.revokeCertificate.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        setReason('');
        feedback.done(t('revoke.done', { number }));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.enrolments.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
      },
    }),
  );
  const error = missing ? t('revoke.reasonRequired') : (fieldErrorsOf(revoke.error).reason?.[0] ?? (revoke.error ? messageOf(revoke.error) : ''));
  return (
    <>
      <button
        type="button"
        className="rounded px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
      >
        {t('revoke.open')}
        <span className="sr-only"> {number}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('revoke.title', { number })}>
        <RevokeReasonForm
          words={{
            warning: t('revoke.warning'),
            reason: t('revoke.reason'),
            cancel: t('common.cancel'),
            confirm: t('revoke.confirm'),
            pending: t('revoke.pending'),
          }}
          reason={reason}
          onReason={setReason}
          error={error}
          pending={revoke.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={() => {
            const empty = reason.trim() === '';
            setMissing(empty);
            if (!empty) revoke.mutate({ enrolmentId: enrolment.id, reason: reason.trim() });
          }}
        />
      </Dialog>
    </>
  );
}
