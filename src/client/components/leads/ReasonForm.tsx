import { useState, type ReactNode } from 'react';
import { LEAD_REASON_MAX } from '../../../shared/leads/leads.schema';
import { TextAreaField } from '../form/fields';

interface ReasonFormProps {
  label: string;
  requiredMessage: string;
  /** The server's word on the reason, shown when the box is not simply empty. */
  serverError: string | undefined;
  testId?: string;
  className: string;
  onSubmit(reason: string): void;
  children: ReactNode;
}

/**
 * A form that needs a reason before it acts (rejecting a lead, losing one, closing a registration): an empty reason is
 * refused here with `requiredMessage` under the box; otherwise `onSubmit` gets it trimmed. `children` are its buttons.
 */
export function ReasonForm({ label, requiredMessage, serverError, testId, className, onSubmit, children }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        setMissing(trimmed === '');
        if (trimmed !== '') onSubmit(trimmed);
      }}
    >
      <TextAreaField label={label} rows={3} maxLength={LEAD_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} error={missing ? requiredMessage : serverError} required data-testid={testId} />
      {children}
    </form>
  );
}
