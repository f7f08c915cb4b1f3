import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOX, describedBy, FieldError, Hint, LABEL, REQUIRED } from './parts';

export interface Choice {
  value: string;
  label: ReactNode;
  /** Shown under the label (a repair centre's address), and read with the choice. */
  detail?: ReactNode;
}

/**
 * Radios (one answer) or checkboxes (any number) under a legend. The first choice carries the group's id (`id`, when
 * an error summary must reach the group), the others `${id}-${index}`. `columns` lays long lists out in two or three
 * columns from the small breakpoint up; `children` follow the choices (an "other, please specify" field).
 */
export function ChoiceGroup({
  id: named,
  type,
  legend,
  choices,
  registration,
  hint,
  error,
  required,
  columns = 1,
  preselected,
  children,
}: {
  id?: string;
  type: 'radio' | 'checkbox';
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  columns?: 1 | 2 | 3;
  /** The radio checked in the server's HTML (the form reads it from there when the app takes over). */
  preselected?: string;
  children?: ReactNode;
}) {
  const generated = useId();
  const id = named ?? generated;
  const grid = columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} className="min-w-0 space-y-2">
      <legend className={required ? `${LABEL} ${REQUIRED}` : LABEL}>{legend}</legend>
      <Hint id={id} hint={hint} />
      <div className={`grid gap-x-6 gap-y-2 ${grid}`}>
        {choices.map((choice, index) => {
          const choiceId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={choice.value} className="flex items-start gap-2">
              <input
                id={choiceId}
                type={type}
                value={choice.value}
                defaultChecked={preselected === undefined ? undefined : choice.value === preselected}
                aria-invalid={error ? true : undefined}
                aria-describedby={choice.detail ? `${choiceId}-detail` : undefined}
                className={BOX}
                {...registration}
              />
              <label htmlFor={choiceId} className="min-w-0 text-sm text-slate-800">
                {/* A choice with a detail is a name over its description: the name stands out. */}
                <span className={choice.detail ? 'font-medium' : undefined}>{choice.label}</span>
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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
