import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/i18n-react';
import { captureOpener, followWhenItAppears, initialFocus, pageHeading, returnTarget, type Opener } from './dialog-focus';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * The one dialog of every face (docs/decisions/0036), on Radix: traps focus, closes on Escape and with its close
 * button, is labelled by its title (and described by its description, when there is one). It opens with the focus in
 * its first field (its first control when it has none) and gives the focus back, on close, to whatever opened it: the
 * same element, or the control that replaced it after a re-render (same data-focus-key, or same name and place), or
 * the element named by returnFocusKey (a dialog opened from the URL has no opener), or the page heading; never the
 * page body.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  returnFocusKey,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
  /** The data-focus-key of the element to focus on close when the opener is unknown or gone (e.g. the list row's link). */
  returnFocusKey?: string;
}) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Opener | null>(null);

  // A layout effect runs before Radix moves the focus into the dialog (in a passive effect), so the opener still
  // has it.
  useLayoutEffect(() => {
    if (open) opener.current = captureOpener(content.current);
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/60" />
        <RadixDialog.Content
          ref={content}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${WIDTHS[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocus(body.current, closeButton.current)?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open combobox (a form's typeahead) closes its suggestions, not the dialog with the form.
            if (openCombobox(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus its own trigger, which these dialogs do not use, and so drop the focus to the body.
            event.preventDefault();
            const find = () => returnTarget(opener.current, returnFocusKey);
            const target = find();
            if (target) {
              target.focus();
            } else {
              const heading = pageHeading();
              heading?.focus();
              followWhenItAppears(find, heading);
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-navy-900">{title}</RadixDialog.Title>
            <RadixDialog.Close ref={closeButton} className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t('close')}>
              <span aria-hidden="true">✕</span>
            </RadixDialog.Close>
          </div>
          <div ref={body}>
            {description && <RadixDialog.Description className="mb-4 text-slate-600">{description}</RadixDialog.Description>}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Whether the element is a combobox showing its list (the typeahead's text box while suggestions are shown). */
function openCombobox(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true';
}
