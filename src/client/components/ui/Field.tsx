import { useId, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/hydrated';

/**
 * A labelled input with an optional hint and its server error under it (visible label; hint and error linked by
 * aria-describedby).
 */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="block w-full rounded border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600"
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  ...input
}: { label: React.ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" className="mt-1 size-4 accent-navy-800" aria-invalid={error ? true : undefined} {...input} />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

/**
 * A form's submit button. On a server-rendered page it stays disabled until the app has taken the page over: before
 * that the form has no handler, and the browser would send it itself, its fields (a password) in the URL. A disabled
 * default button also stops Enter in a field from sending the form.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      aria-busy={pending}
      className="rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
