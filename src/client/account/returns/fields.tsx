import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormPath } from './checks';

/**
 * The return form's controls. Each control's id is made from its field's path, so the error summary can take the
 * visitor to any field (a radio group: its first radio); hint and error are tied to the control by
 * aria-describedby, and a refused control carries aria-invalid.
 */

export const fieldId = (path: FormPath) => `return-${path.replace(/\./g, '-')}`;

const CONTROL =
  'block w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600';
const LABEL = 'block text-sm font-medium text-slate-800';

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface Common {
  path: FormPath;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  required?: boolean;
}

export function TextInput({ path, label, hint, error, registration, required = false, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = fieldId(path);
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && <Hint id={id}>{hint}</Hint>}
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...input}
        {...registration}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextArea({ path, label, hint, error, registration, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = fieldId(path);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && <Hint id={id}>{hint}</Hint>}
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={CONTROL} {...area} {...registration} />
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A select; `registration` is optional for a select the form drives itself (the kit's parts), and `controlId` names
 * it when its field's id belongs to another control at the time (the typed part name).
 */
export function Select({
  controlId,
  path,
  label,
  hint,
  error,
  registration,
  required = false,
  children,
  ...select
}: Omit<Common, 'registration'> & { controlId?: string; registration?: UseFormRegisterReturn; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = controlId ?? fieldId(path);
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && <Hint id={id}>{hint}</Hint>}
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={CONTROL}
        {...select}
        {...registration}
      >
        {children}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

export interface RadioChoice {
  value: string;
  label: ReactNode;
  /** Shown under the label (a repair centre's address), and read with the radio. */
  detail?: ReactNode;
}

/** One answer among several, under a legend; `children` follow the choices (e.g. the country of "Outside UK"). */
export function RadioGroup({ path, legend, hint, error, registration, choices, children }: Omit<Common, 'label'> & { legend: string; choices: readonly RadioChoice[]; children?: ReactNode }) {
  const id = fieldId(path);
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} className="min-w-0 space-y-2">
      <legend className={`${LABEL} mb-1`}>{legend}</legend>
      {hint && <Hint id={id}>{hint}</Hint>}
      <div className="space-y-2">
        {choices.map((choice, index) => {
          const choiceId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={choice.value} className="flex items-start gap-2">
              <input
                id={choiceId}
                type="radio"
                value={choice.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={choice.detail ? `${choiceId}-detail` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-navy-800"
                {...registration}
              />
              <label htmlFor={choiceId} className="min-w-0 text-sm text-slate-800">
                <span className="font-medium">{choice.label}</span>
                {choice.detail && (
                  <span id={`${choiceId}-detail`} className="block text-slate-600">
                    {choice.detail}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      {children}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

/** A box to tick; `describedBy` names what it agrees to (the warning above it), read with it. */
export function Checkbox({ path, label, error, registration, describedBy: about }: Omit<Common, 'label' | 'hint'> & { label: ReactNode; describedBy?: string }) {
  const id = fieldId(path);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[about, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          className="mt-1 size-4 shrink-0 accent-navy-800"
          {...registration}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** A titled part of the form; its heading is what a screen reader's heading list offers. */
/** A titled part of the form. Its heading's id gets a "-heading" suffix, so it never meets a field's id (fieldId). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
