import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHydrated } from '../../lib/hydrated';
import { Button } from '../ui/Button';
import { BOX, CONTROL, describedBy, FieldError, Hint, Label } from './parts';

/**
 * The form kit: every labelled control of the site, in one look (parts.tsx). `id` is optional: a form whose error
 * summary takes the visitor to a field (the return form's fieldId) names its controls, the others get a generated
 * one. `required` shows the mark and makes the control required; a form that checks on the server says noValidate.
 */
interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
}

/** A control's registration and its message: what a block of fields spreads onto each of its controls. */
export type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

/** `className` adds to the control's look (a code typed in capitals: `font-mono uppercase`), never replaces it. */
function controlClass(className: string | undefined): string {
  return className ? `${CONTROL} ${className}` : CONTROL;
}

/** The id the caller named, else a generated one. */
function useControlId(named: string | undefined): string {
  const generated = useId();
  return named ?? generated;
}

export function TextField({ id: named, label, hint, error, required, className, 'aria-describedby': also, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useControlId(named);
  return (
    <div className="min-w-0 space-y-1">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <input id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, also)} className={controlClass(className)} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id: named, label, hint, error, required, className, 'aria-describedby': also, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useControlId(named);
  return (
    <div className="min-w-0 space-y-1">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <textarea id={id} rows={4} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, also)} className={controlClass(className)} {...area} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id: named,
  label,
  hint,
  error,
  required,
  children,
  className,
  'aria-describedby': also,
  ...select
}: FieldProps & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useControlId(named);
  return (
    <div className="min-w-0 space-y-1">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, also)} className={controlClass(className)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A tick box with its label beside it; the hint and the error sit under the label, tied to the box. */
export function CheckboxField({
  id: named,
  label,
  hint,
  error,
  'aria-describedby': also,
  ...input
}: Omit<FieldProps, 'label' | 'required'> & { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useControlId(named);
  return (
    <div className="flex min-w-0 items-start gap-2">
      <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, also)} className={BOX} {...input} />
      <div className="min-w-0 space-y-1">
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        <Hint id={id} hint={hint} />
        <FieldError id={id} error={error} />
      </div>
    </div>
  );
}

/**
 * A form's submit button. On a server-rendered page it stays disabled until the app has taken the page over: before
 * that the form has no handler, and the browser would send it itself, its fields (a password) in the URL. A disabled
 * default button also stops Enter in a field from sending the form.
 */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel?: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" look="send" pending={pending} pendingLabel={pendingLabel} disabled={!hydrated}>
      {children}
    </Button>
  );
}
