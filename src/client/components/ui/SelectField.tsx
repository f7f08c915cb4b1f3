import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled select with an optional hint and its server error under it (the select twin of ui/Field's TextField). */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: { label: string; error?: string | undefined; hint?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600"
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
