import { useId } from 'react';
import { DANGER, INPUT, LABEL, OUTLINE } from '../../components/ui/format';

export interface RevokeReasonWords {
  warning: string;
  reason: string;
  cancel: string;
  confirm: string;
  pending: string;
}

/**
 * The body of a revoke dialog (a certificate here, a learner's training certificate in the course screens): the
 * warning, the reason (required, kept in the audit log) and the buttons. The dialog around it owns the mutation.
 */
export function RevokeReasonForm({
  words,
  reason,
  onReason,
  error,
  pending,
  onCancel,
  onSubmit,
}: {
  words: RevokeReasonWords;
  reason: string;
  onReason(value: string): void;
  error: string;
  pending: boolean;
  onCancel(): void;
  onSubmit(): void;
}) {
  const reasonId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
          onChange={(event) => onReason(event.target.value)}
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
