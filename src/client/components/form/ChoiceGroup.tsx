import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOX, describedBy, FieldError, Hint, LABEL, REQUIRED } from './parts';

export interface Choice {
  value: string;
  label: ReactNode;
  /** Shown under the label (a repair centre's address), and read with the choice. */
  detail?: ReactNode;
}

/** A react-hook-form field's choices: the form holds the value. */
interface Registered {
  registration: UseFormRegisterReturn;
  /** The radio checked in the server's HTML (the form reads it from there when the app takes over). */
  preselected?: string;
}

/** Choices whose value the screen holds: the chosen value (radios) or values (checkboxes), told of each change. */
interface Controlled {
  value: string | readonly string[] | null;
  onChange: (value: string, checked: boolean) => void;
  /** The inputs' name (radios in one group); the group's id when not given. */
  name?: string;
}

/**
 * How a choice is drawn: `plain`, a box and its label; `card`, a bordered card that is clickable as a whole (answers,
 * products to pick between), the checked one outlined; `pill`, a small bordered button, side by side (a rating).
 */
type ChoiceLook = 'plain' | 'card' | 'pill';

const WRAPPED: Record<Exclude<ChoiceLook, 'plain'>, string> = {
  card: 'flex cursor-pointer items-start gap-3 rounded border border-slate-200 bg-white px-3 py-2.5 text-slate-800 hover:bg-slate-50 has-checked:border-navy-700 has-checked:bg-slate-50',
  pill: 'flex cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-checked:border-navy-800 has-checked:bg-sky-50',
};

const LAYOUT = { 1: 'grid gap-y-2', 2: 'grid gap-x-6 gap-y-2 sm:grid-cols-2', 3: 'grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3', row: 'flex flex-wrap gap-x-4 gap-y-2' };

/**
 * The one way to offer choices: radios (one answer) or checkboxes (any number) under a legend, bound to a
 * react-hook-form field (`registration`) or to the screen's own state (`value` and `onChange`). The first choice
 * carries the group's id (`id`, when an error summary must reach the group), the others `${id}-${index}`. `columns`
 * lays long lists out in two or three columns from the small breakpoint up, or `row` side by side; `children` follow
 * the choices (an "other, please specify" field, a comment). The legend may be a heading the screen focuses.
 */
export function ChoiceGroup({
  id: named,
  type,
  legend,
  choices,
  hint,
  error,
  required,
  columns = 1,
  look = 'plain',
  disabled,
  children,
  ...binding
}: {
  id?: string;
  type: 'radio' | 'checkbox';
  legend: ReactNode;
  choices: readonly Choice[];
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  columns?: keyof typeof LAYOUT;
  look?: ChoiceLook;
  disabled?: boolean;
  children?: ReactNode;
} & (Registered | Controlled)) {
  const generated = useId();
  const id = named ?? generated;
  const inputProps = (choice: Choice) => {
    if ('registration' in binding) {
      const { preselected } = binding;
      return { ...binding.registration, defaultChecked: preselected === undefined ? undefined : choice.value === preselected };
    }
    const { value, onChange, name = id } = binding;
    const checked = typeof value === 'string' || value === null ? value === choice.value : value.includes(choice.value);
    return { name, checked, onChange: (event: { target: { checked: boolean } }) => onChange(choice.value, event.target.checked) };
  };
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)} className="min-w-0 space-y-2">
      <legend className={required ? `${LABEL} ${REQUIRED}` : LABEL}>{legend}</legend>
      <Hint id={id} hint={hint} />
      <div className={LAYOUT[columns]}>
        {choices.map((choice, index) => {
          const choiceId = index === 0 ? id : `${id}-${index}`;
          const input = (
            <input
              id={choiceId}
              type={type}
              value={choice.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={choice.detail ? `${choiceId}-detail` : undefined}
              className={look === 'pill' ? 'shrink-0 accent-navy-800' : BOX}
              {...inputProps(choice)}
            />
          );
          const text = (
            <>
              {/* A choice with a detail is a name over its description: the name stands out. */}
              <span className={choice.detail ? 'font-medium' : undefined}>{choice.label}</span>
              {choice.detail && (
                <span id={`${choiceId}-detail`} className="block text-slate-600">
                  {choice.detail}
                </span>
              )}
            </>
          );
          return look === 'plain' ? (
            <div key={choice.value} className="flex items-start gap-2">
              {input}
              <label htmlFor={choiceId} className="min-w-0 text-sm text-slate-800">
                {text}
              </label>
            </div>
          ) : (
            <label key={choice.value} className={WRAPPED[look]}>
              {input}
              <span className="min-w-0">{text}</span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
