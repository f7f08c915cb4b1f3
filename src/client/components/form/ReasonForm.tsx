import { useState, type ReactNode } from 'react';
import { TextAreaField } from './fields';

interface ReasonFormProps {
  label: string;
  requiredMessage: string;
  /** The server's word on the reason, shown when the box is not simply empty. */
  serverError: string | undefined;
  maxLength: number;
  testId?: string;
  className: string;
  onSubmit(reason: string): void;
  children: ReactNode;
}

/**
 * A form that needs a reason before it acts (rejecting or losing a lead, closing a registration, revoking a certificate): an empty reason is
 * refused here with `requiredMessage` under the box; otherwise `onSubmit` gets it trimmed. `children` are its buttons.
 */
export function ReasonForm({ label, requiredMessage, serverError, maxLength, testId, className, onSubmit, children }: ReasonFormProps) {
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
      <TextAreaField label={label} rows={3} maxLength={maxLength} value={reason} onChange={(event) => setReason(event.target.value)} error={missing ? requiredMessage : serverError} required data-testid={testId} />
      {children}
    </form>
  );
}
