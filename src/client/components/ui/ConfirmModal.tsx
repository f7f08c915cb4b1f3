import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * SPEC.md section 4 "Confirmation modal": hidden until its trigger is used; 'Please Confirm?' with a default message
 * 'Are you sure you want to do that?', a red Cancel and a green Confirm. Cancel and confirm are signalled to the caller.
 * The trigger is a red text button or a trash-icon button; the question is the one ConfirmDialog.
 */
export function ConfirmModal({
  triggerLabel,
  trigger = 'text',
  message,
  onConfirm,
  onCancel,
  disabled,
}: {
  triggerLabel: string;
  trigger?: 'text' | 'trash';
  message?: string;
  onConfirm(): void;
  onCancel?(): void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const close = (confirmed: boolean) => {
    setOpen(false);
    if (confirmed) onConfirm();
    else onCancel?.();
  };
  return (
    <>
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
      <ConfirmDialog open={open} message={message} onClose={close} />
    </>
  );
}
