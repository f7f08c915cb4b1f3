import { useState, type ReactNode } from 'react';
import { FormActions } from '../../components/form/DialogForm';
import { ReasonForm } from '../../components/form/ReasonForm';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';

/** One of the choice's buttons: its words and its test id. */
interface Choice {
  label: string;
  testId?: string;
}

interface GoOrDeclineProps {
  /** A refusal no field shows (the server's word on the last try), above the buttons. */
  failure: ReactNode;
  /** Either step under way: neither button can be pressed meanwhile. */
  pending: boolean;
  /** `name`: the button's name where its words alone say too little ("Confirm the claim to VX-1234"). */
  go: Choice & { name?: string; busy: boolean; onClick(): void };
  decline: Choice;
  /** The reason box the decline opens, required. */
  reason: { label: string; hint?: string; maxLength: number; requiredMessage: string; serverError: string | undefined; testId?: string };
  /** The button that sends the reason; `danger` when that cannot be undone. */
  send: Choice & { busy: boolean; danger?: boolean };
  onDecline(reason: string): void;
  className?: string;
}

/**
 * A decision the portal asks of a member (accept or reject a lead, won or lost, confirm or refuse a claim): one button
 * goes ahead at once; the other opens the reason box, required, with Cancel back to the two buttons.
 */
export function GoOrDecline({ failure, pending, go, decline, reason, send, onDecline, className = '' }: GoOrDeclineProps) {
  const [declining, setDeclining] = useState(false);
  return (
    <div className={`space-y-3 ${className}`.trim()}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {declining ? (
        <ReasonForm className="space-y-3" {...reason} onSubmit={onDecline}>
          <FormActions onCancel={() => setDeclining(false)} submitLabel={send.label} pending={send.busy} disabled={pending} submitTestId={send.testId} look={send.danger ? 'danger' : 'primary'} />
        </ReasonForm>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button pending={go.busy} disabled={pending} onClick={go.onClick} aria-label={go.name} data-testid={go.testId}>
            {go.label}
          </Button>
          <Button look="outline" disabled={pending} onClick={() => setDeclining(true)} data-testid={decline.testId}>
            {decline.label}
          </Button>
        </div>
      )}
    </div>
  );
}
