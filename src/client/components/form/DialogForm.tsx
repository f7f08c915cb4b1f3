import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';
import { Button } from '../ui/Button';

interface ActionsProps {
  /** Cancel: closes the dialog, or gives up the form. A page's form has none (no Cancel button). */
  onCancel?(): void;
  submitLabel: string;
  /** Shown on the button while the form is being sent; the submit label when not given. */
  pendingLabel?: string;
  pending: boolean;
  /** Not ready to send (nothing chosen, nothing changed), beside while pending. */
  disabled?: boolean;
  submitTestId?: string;
  /** The action's look: red when it cannot be undone (revoke, delete, refuse); a sign-in card's send on a page of its own. */
  look?: 'primary' | 'danger' | 'send';
  /** A control at the start of the foot, apart from the two (the record's confirm-protected delete). */
  aside?: ReactNode;
}

interface BodyProps extends ActionsProps {
  /** Called on submit (Enter in a field, or the button); the page does not reload. */
  onSubmit(): void;
  /** A refusal no field shows (generalErrorOf), announced at once, just above the buttons. */
  error?: string | null;
  /** The form's layout (a grid, for two columns): the error and the buttons take a full row of it. */
  className?: string;
  testId?: string;
  /** The id of the form's own heading, when it has one (a form that takes the place of a dialog's buttons). */
  labelledBy?: string;
  /** The form's name when no heading of its own names it (a record's form, on its page or in a dialog). */
  label?: string;
  children: ReactNode;
}

type DialogFormProps = Omit<BodyProps, 'onCancel'> &
  Pick<ComponentProps<typeof Dialog>, 'title' | 'description' | 'size'> & {
    open: boolean;
    onOpenChange(open: boolean): void;
  };

/**
 * A form in a dialog, in every face: the one Dialog (focus in the first field on open, back to the opener on close),
 * the fields, the refusal no field shows, and the buttons. Cancel closes it like Escape. The browser's own checks are
 * off (noValidate): the form's and the server's messages stand under the fields.
 */
export function DialogForm({ open, onOpenChange, title, description, size, ...body }: DialogFormProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} size={size}>
      <DialogFormBody onCancel={() => onOpenChange(false)} {...body} />
    </Dialog>
  );
}

/**
 * The form of DialogForm without its Dialog, for a dialog that shows something else until its form can be drawn
 * (the sale it corrects still loading): that dialog stays open, and keeps its opener, while the form replaces it.
 * A form that serves both a dialog and a page's panel (a service tool's fields) is this too, without Cancel on the page.
 */
export function DialogFormBody({ onSubmit, error, className = 'space-y-4', testId, labelledBy, label, children, ...actions }: BodyProps) {
  return (
    <form
      noValidate
      className={className}
      data-testid={testId}
      aria-labelledby={labelledBy}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error && (
        <div className="col-span-full">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <FormActions className="col-span-full" {...actions} />
    </form>
  );
}

/**
 * The foot of a form in a dialog or a panel: Cancel, then the form's one action on the right, which says it is
 * working (its pending label, aria-busy) and cannot be pressed twice. Cancel comes first so the action is the last
 * stop before the dialog's end; Enter in a field submits the form either way.
 */
export function FormActions({ onCancel, submitLabel, pendingLabel, pending, disabled = false, submitTestId, look = 'primary', aside, className = '' }: ActionsProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`.trim()}>
      {aside && <div className="mr-auto">{aside}</div>}
      {onCancel && (
        <Button look="outline" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
      )}
      <Button type="submit" look={look} pending={pending} pendingLabel={pendingLabel} disabled={disabled} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}
