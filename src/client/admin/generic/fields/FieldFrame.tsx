import type { ReactNode } from 'react';

/** Label, input, hint and error of one field; the input gets `id` and is described by the error. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
  as = 'label',
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  /** 'fieldset' for groups of inputs (per-language texts, children). */
  as?: 'label' | 'fieldset';
}) {
  const caption = (
    <>
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const after = (
    <>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset className="space-y-2 rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-navy-900">{caption}</legend>
        {children}
        {after}
      </fieldset>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {caption}
      </label>
      {children}
      {after}
    </div>
  );
}

export const INPUT_CLASS =
  'block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600';
