import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { ReasonForm } from '../../components/form/ReasonForm';
import { DANGER, OUTLINE, messageOf } from '../../components/ui/format';
import { fieldErrorsOf } from '../../lib/trpc-errors';

/** The longest revoking reason the servers keep (certificates and training certificates alike). */
const REVOKE_REASON_MAX = 500;

export interface RevokeReasonWords {
  title: string;
  warning: string;
  reason: string;
  reasonRequired: string;
  cancel: string;
  confirm: string;
  pending: string;
}

/**
 * A revoke dialog (a certificate, a learner's training certificate in the course screens) with the button that opens
 * it. Revoking is final, so the dialog is the confirmation: it warns, asks for the reason (required, kept in the audit
 * log) and only then revokes. The caller owns the mutation and closes the dialog when it succeeds.
 */
export function RevokeReasonDialog({
  opener,
  open,
  onOpenChange,
  words,
  revoke,
  onRevoke,
}: {
  /** The opening button's look and label. */
  opener: { className: string; label: ReactNode };
  open: boolean;
  onOpenChange(open: boolean): void;
  words: RevokeReasonWords;
  revoke: { error: unknown; isPending: boolean; reset(): void };
  onRevoke(reason: string): void;
}) {
  return (
    <>
      <button
        type="button"
        className={opener.className}
        onClick={() => {
          revoke.reset(); // a new try: last time's refusal is not shown again
          onOpenChange(true);
        }}
      >
        {opener.label}
      </button>
      <Dialog open={open} onOpenChange={onOpenChange} title={words.title}>
        <RevokeReasonForm words={words} revoke={revoke} onCancel={() => onOpenChange(false)} onRevoke={onRevoke} />
      </Dialog>
    </>
  );
}

/** The dialog's body: the warning, the reason and the buttons (the reason starts empty each time the dialog opens). */
function RevokeReasonForm({
  words,
  revoke,
  onCancel,
  onRevoke,
}: {
  words: RevokeReasonWords;
  revoke: { error: unknown; isPending: boolean };
  onCancel(): void;
  onRevoke(reason: string): void;
}) {
  const pending = revoke.isPending;
  const serverError = fieldErrorsOf(revoke.error).reason?.[0] ?? (revoke.error ? messageOf(revoke.error) : undefined);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{words.warning}</p>
      <ReasonForm className="space-y-4" label={words.reason} requiredMessage={words.reasonRequired} serverError={serverError} maxLength={REVOKE_REASON_MAX} onSubmit={onRevoke}>
        <div className="flex justify-end gap-3">
          <button type="button" className={OUTLINE} onClick={onCancel}>
            {words.cancel}
          </button>
          <button type="submit" className={DANGER} disabled={pending} aria-busy={pending}>
            {pending ? words.pending : words.confirm}
          </button>
        </div>
      </ReasonForm>
    </div>
  );
}
