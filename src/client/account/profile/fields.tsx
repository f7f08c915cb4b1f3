import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/**
 * The profile forms' controls, in ui/Field's look, with what those lack: a visible required mark (the control says
 * aria-required, the star is only for the eye), and a hint and an error both tied to the control by
 * aria-describedby, so a screen reader reads them with it.
 */

const CONTROL =
  'block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 read-only:bg-slate-100 read-only:text-slate-600 aria-invalid:border-red-600';

interface Common {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

function Notes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function controlProps(id: string, { hint, error, required }: Common) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: CONTROL,
  } as const;
}

export function TextInput({ label, hint, error, required, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label id={id} label={label} required={required} />
      <input {...controlProps(id, { label, hint, error, required })} {...input} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ label, hint, error, required, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label id={id} label={label} required={required} />
      <textarea rows={4} {...controlProps(id, { label, hint, error, required })} {...area} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function Select({ label, hint, error, required, children, ...select }: Common & { children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label id={id} label={label} required={required} />
      <select {...controlProps(id, { label, hint, error, required })} {...select}>
        {children}
      </select>
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A tick box with its label beside it; the hint and the error sit under the label, tied to the box. */
export function Checkbox({ label, hint, error, ...input }: Omit<Common, 'required'> & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className="mt-1 size-4 shrink-0 accent-navy-800"
        {...input}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        <Notes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}

/** A titled group of fields: a fieldset whose legend reads as the section's heading. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-navy-900">{title}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </fieldset>
  );
}
