import { useId } from 'react';
import { LEAD_REASON_MAX } from '../../../shared/leads/leads.schema';

/** A labelled reason box with its error under it (rejecting a lead, losing one, closing a conflict). */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  required = false,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={LEAD_REASON_MAX}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
