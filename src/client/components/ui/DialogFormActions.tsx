import { OUTLINE, PRIMARY } from './format';

/**
 * The foot of every form in a dialog, in every face: Cancel, then the form's one action on the right, which says it is
 * working (its pending label, aria-busy) and cannot be pressed twice. Cancel comes first so the action is the last
 * stop before the dialog's end; Enter in a field submits the form either way.
 */
export function DialogFormActions({
  onCancel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending = false,
  disabled = false,
  submitTestId,
  className = '',
}: {
  onCancel(): void;
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the button while the form is being sent; the submit label when not given. */
  pendingLabel?: string;
  pending?: boolean;
  /** Not ready to send (nothing chosen, nothing changed), beside while pending. */
  disabled?: boolean;
  submitTestId?: string;
  /** Placement in the form's own layout (a grid's full row). */
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`.trim()}>
      <button type="button" className={OUTLINE} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={PRIMARY} disabled={pending || disabled} aria-busy={pending} data-testid={submitTestId}>
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
