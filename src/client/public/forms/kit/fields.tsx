import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The fields ui/Field lacks, in its look: an input with a hint, a text area, and a group of radios or checkboxes in a
 * fieldset. Each links its hint and its error to the control (aria-describedby), so a screen reader reads both.
 */

const CONTROL =
  'block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600';
const LABEL = 'block text-sm font-medium text-slate-800';

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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

export function InputField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string | undefined; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={CONTROL} {...input} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...area
}: { label: string; hint?: string | undefined; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <textarea id={id} rows={5} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={CONTROL} {...area} />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
}

/**
 * Radios (one answer) or checkboxes (any number) under a legend. `columns` lays long lists out in two or three
 * columns from the small breakpoint up; `children` follow the choices (an "other, please specify" field).
 */
export function ChoiceGroup({
  type,
  legend,
  choices,
  registration,
  hint,
  error,
  columns = 1,
  preselected,
  children,
}: {
  type: 'radio' | 'checkbox';
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
  error?: string | undefined;
  columns?: 1 | 2 | 3;
  /** The radio checked in the server's HTML (the form reads it from there when the app takes over). */
  preselected?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const grid = columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} className="space-y-2">
      <legend className={LABEL}>{legend}</legend>
      <Notes id={id} hint={hint} />
      <div className={`grid gap-x-6 gap-y-2 ${grid}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type={type}
              value={choice.value}
              defaultChecked={preselected === undefined ? undefined : choice.value === preselected}
              className="mt-0.5 size-4 shrink-0 accent-navy-800"
              {...registration}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {children}
      <Notes id={id} error={error} />
    </fieldset>
  );
}

/** A titled part of a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {children}
    </section>
  );
}
