import { useState, type ReactNode } from 'react';
import { TextAreaField } from './fields';

interface ReasonBoxProps {
  label: string;
  hint?: string;
  /** The server's word on the reason, shown when the box is not simply empty. */
  serverError: string | undefined;
  maxLength: number;
  testId?: string;
}

/**
 * A reason needed before acting (rejecting or losing a lead, closing a registration, revoking a certificate, refusing
 * a claim): the box's text, and `take` for the submit, which gives it trimmed, or null when it is empty (the box then
 * says `requiredMessage`). `clear` empties it for a new try.
 */
export function useReason(requiredMessage: string) {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    setValue,
    error: missing ? requiredMessage : undefined,
    take(): string | null {
      const trimmed = value.trim();
      setMissing(trimmed === '');
      return trimmed === '' ? null : trimmed;
    },
    clear() {
      setValue('');
      setMissing(false);
    },
  };
}

/** The reason box of useReason: "required" when left empty, else the server's word on it. */
export function ReasonBox({ reason, label, hint, serverError, maxLength, testId }: ReasonBoxProps & { reason: ReturnType<typeof useReason> }) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={3}
      maxLength={maxLength}
      value={reason.value}
      onChange={(event) => reason.setValue(event.target.value)}
      error={reason.error ?? serverError}
      required
      data-testid={testId}
    />
  );
}

/**
 * A form in a panel that needs a reason before it acts: an empty reason is refused under the box; otherwise `onSubmit`
 * gets it trimmed. `children` are its buttons. (A dialog with a reason is a DialogForm with useReason and ReasonBox.)
 */
export function ReasonForm({ requiredMessage, className, onSubmit, children, ...box }: ReasonBoxProps & { requiredMessage: string; className: string; onSubmit(reason: string): void; children: ReactNode }) {
  const reason = useReason(requiredMessage);
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.take();
        if (text !== null) onSubmit(text);
      }}
    >
      <ReasonBox reason={reason} {...box} />
      {children}
    </form>
  );
}
