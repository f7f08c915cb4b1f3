import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { DANGER, INPUT, LABEL, OUTLINE, messageOf } from '../../components/ui/format';
import { fieldErrorsOf } from '../../lib/trpc-errors';

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
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const pending = revoke.isPending;
  const error = missing ? words.reasonRequired : (fieldErrorsOf(revoke.error).reason?.[0] ?? (revoke.error ? messageOf(revoke.error) : ''));
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const empty = reason.trim() === '';
        setMissing(empty);
        if (!empty) onRevoke(reason.trim());
      }}
    >
      <p className="text-slate-700">{words.warning}</p>
      <div className="space-y-1">
        <label htmlFor={reasonId} className={LABEL}>
          {words.reason}
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
        <button type="button" className={OUTLINE} onClick={onCancel}>
          {words.cancel}
        </button>
        <button type="submit" className={DANGER} disabled={pending} aria-busy={pending}>
          {pending ? words.pending : words.confirm}
        </button>
      </div>
    </form>
  );
}
