import type { ReactNode } from 'react';
import { DialogForm } from '../../components/form/DialogForm';
import { ReasonBox, useReason } from '../../components/form/ReasonForm';
import type { FormDialogState } from '../../components/form/use-form-dialog';

/** The longest revoking reason the servers keep (certificates and training certificates alike). */
const REVOKE_REASON_MAX = 500;

export interface RevokeReasonWords {
  title: string;
  warning: string;
  reason: string;
  reasonRequired: string;
  confirm: string;
  pending: string;
}

/**
 * A revoke dialog (a certificate, a learner's training certificate in the course screens) with the button that opens
 * it. Revoking is final, so the dialog is the confirmation: it warns, asks for the reason (required, kept in the audit
 * log) and only then revokes. The caller owns the mutation (useFormDialog), which closes the dialog when it succeeds.
 */
export function RevokeReasonDialog({
  opener,
  form,
  words,
  onRevoke,
}: {
  /** The opening button's look and label. */
  opener: { className: string; label: ReactNode };
  form: FormDialogState;
  words: RevokeReasonWords;
  onRevoke(reason: string): void;
}) {
  const reason = useReason(words.reasonRequired);
  return (
    <>
      <button
        type="button"
        className={opener.className}
        onClick={() => {
          reason.clear(); // each opening starts with an empty reason
          form.show();
        }}
      >
        {opener.label}
      </button>
      <DialogForm
        {...form.dialog}
        title={words.title}
        onSubmit={() => {
          const text = reason.take();
          if (text !== null) onRevoke(text);
        }}
        error={form.general}
        submitLabel={words.confirm}
        pendingLabel={words.pending}
        look="danger"
      >
        <p className="text-slate-700">{words.warning}</p>
        <ReasonBox reason={reason} label={words.reason} serverError={form.errors.reason?.[0]} maxLength={REVOKE_REASON_MAX} />
      </DialogForm>
    </>
  );
}
