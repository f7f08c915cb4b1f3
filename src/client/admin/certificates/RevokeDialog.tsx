import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/Dialog';
import { fieldErrorsOf, useTRPC } from '../../trpc';
import { DANGER, INPUT, LABEL, messageOf, OUTLINE } from '../serials/ui/format';
import type { AdminCertificate } from '../serials/ui/types';
import type { Feedback } from '../serials/ui/use-feedback';

/**
 * Revoking is final: the certificate's public verification page says "revoked" from that moment. The dialog is the
 * confirmation: it says so, asks for the reason (kept in the audit log) and only then revokes.
 */
export function RevokeDialog({ certificate, feedback }: { certificate: AdminCertificate; feedback: Feedback }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const errorId = useId();
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
      <button ref={trigger} type="button" className={DANGER} onClick={() => setOpen(true)}>
        {t('certificate.revoke.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('certificate.revoke.title', { number: certificate.number })} returnFocusTo={trigger}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const empty = reason.trim() === '';
            setMissing(empty);
            if (!empty) revoke.mutate({ id: certificate.id, reason: reason.trim() });
          }}
        >
          <p className="text-slate-700">{t('certificate.revoke.warning')}</p>
          <div className="space-y-1">
            <label htmlFor={reasonId} className={LABEL}>
              {t('certificate.revoke.reason')}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={INPUT}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className={OUTLINE} onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button type="submit" className={DANGER} disabled={revoke.isPending} aria-busy={revoke.isPending}>
              {revoke.isPending ? t('certificate.revoke.pending') : t('certificate.revoke.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
