import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from './Dialog';

const BUTTON = 'rounded px-4 py-2 font-semibold';
/** SPEC.md section 4: a red Cancel and a green Confirm; 'leave' is for giving up work: a plain Stay and a red Leave. */
const TONES = {
  confirm: { cancel: `${BUTTON} bg-red-700 text-white hover:bg-red-800`, confirm: `${BUTTON} bg-green-700 text-white hover:bg-green-800` },
  leave: { cancel: `${BUTTON} border border-slate-300 text-navy-900 hover:bg-slate-100`, confirm: `${BUTTON} bg-red-700 text-white hover:bg-red-800` },
} as const;

/**
 * The one confirmation of every face, on the one Dialog: 'Please Confirm?' with a message (default 'Are you sure you
 * want to do that?'), Cancel first so a hurried Enter does not confirm. Escape, the close button and Cancel all answer
 * onClose(false); focus returns to what opened it (Dialog).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  cancelLabel,
  confirmLabel,
  tone = 'confirm',
  messageTestId,
}: {
  open: boolean;
  onClose(confirmed: boolean): void;
  title?: string;
  message?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  tone?: keyof typeof TONES;
  messageTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose(false)} title={title ?? t('confirm.title')} size="sm">
      <p className="text-slate-700" data-testid={messageTestId}>
        {message ?? t('confirm.message')}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => onClose(false)} className={TONES[tone].cancel}>
          {cancelLabel ?? t('confirm.cancel')}
        </button>
        <button type="button" onClick={() => onClose(true)} className={TONES[tone].confirm}>
          {confirmLabel ?? t('confirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
