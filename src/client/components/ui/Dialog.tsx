import type { ReactNode, RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/i18n-react';

/**
 * The accessible dialog (Radix): traps focus, closes on Escape, returns focus to the trigger, labelled by its title.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The button that opened the dialog, when it is not a Radix trigger: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/60" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${size === 'sm' ? 'max-w-sm' : size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-navy-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('close')}>
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="mb-4 text-slate-600">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
