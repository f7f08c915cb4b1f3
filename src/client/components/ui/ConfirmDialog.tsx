import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Button, type ButtonLook } from './Button';
import { Dialog } from './Dialog';

/** SPEC.md section 4: a red Cancel and a green Confirm; 'leave' is for giving up work: a plain Stay and a red Leave. */
const TONES = {
  confirm: { cancel: 'danger', confirm: 'go' },
  leave: { cancel: 'outline', confirm: 'danger' },
} as const satisfies Record<string, { cancel: ButtonLook; confirm: ButtonLook }>;

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
        <Button look={TONES[tone].cancel} onClick={() => onClose(false)}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button look={TONES[tone].confirm} onClick={() => onClose(true)}>
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
