import type { ReactNode } from 'react';

/**
 * The pieces every control of the form kit shares: the look of a text control and of a label, the required mark,
 * and the hint and error notes. Hint and error are tied to the control by aria-describedby, so a screen reader
 * reads them with it; the hint sits between the label and the control (read before typing, and not hidden under a
 * phone's keyboard), the error right under the control (UI-GUIDE.md: errors next to the field).
 */

/** A text control's look; a read-only one (the profile's e-mail) is greyed like a disabled one. */
export const CONTROL =
  'block w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 disabled:bg-slate-100 disabled:text-slate-500 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-600 aria-invalid:border-red-600';
export const LABEL = 'block text-sm font-medium text-slate-800';
export const BOX = 'mt-1 size-4 shrink-0 accent-navy-800';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The control's aria-describedby: what the caller names (a warning it agrees to), then its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown, also?: string): string | undefined {
  return [also, hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ') || undefined;
}

/**
 * The visible required mark, for the eye only (the control itself says `required`): a star drawn by CSS with an empty
 * alternative text, so it is neither in the label's text nor in the control's accessible name.
 */
export const REQUIRED = "after:ml-0.5 after:text-red-700 after:content-['*'_/_'']";

export function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) {
  return (
    <label htmlFor={id} className={required ? `${LABEL} ${REQUIRED}` : LABEL}>
      {label}
    </label>
  );
}

export function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
