import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * SPEC.md section 4 "Confirmation modal": hidden until its trigger is used; 'Please Confirm?' with a default message
 * 'Are you sure you want to do that?', a red Cancel and a green Confirm. Cancel and confirm are signalled to the caller.
 * The trigger is a red text button or a trash-icon button; the question is the one ConfirmDialog.
 * `refusal`: why the server would not do it ("… cannot be deleted: 3 products use it"), said under the trigger, where
 * the eye and the focus are when the dialog closes: at the foot of a long form an alert above it is off screen.
 */
export function ConfirmModal({
  triggerLabel,
  trigger = 'text',
  message,
  onConfirm,
  onCancel,
  disabled,
  refusal,
}: {
  triggerLabel: string;
  trigger?: 'text' | 'trash';
  message?: string;
  onConfirm(): void;
  onCancel?(): void;
  disabled?: boolean;
  refusal?: string | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  const close = (confirmed: boolean) => {
    setOpen(false);
    if (confirmed) onConfirm();
    else onCancel?.();
  };
  return (
    <div className={refusal ? 'max-w-prose space-y-1' : 'contents'}>
      {trigger === 'trash' ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => setOpen(true)}
          aria-label={triggerLabel}
          title={triggerLabel}
          className="rounded p-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M3 6h18M8 6V4h8v2m-9 0 1 14h8l1-14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => setOpen(true)}
          className="rounded px-3 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {triggerLabel}
        </button>
      )}
      {refusal && (
        <p role="alert" className="px-3 text-sm text-red-700">
          {refusal}
        </p>
      )}
      <ConfirmDialog open={open} message={message} onClose={close} />
    </div>
  );
}
