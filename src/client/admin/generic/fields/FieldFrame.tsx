import type { ReactNode } from 'react';
import { FieldError, Hint, Label, LABEL, REQUIRED } from '../../../components/form/parts';

/**
 * Label, hint, editor and error of one field whose editor is not a plain control (per-language texts, rich text,
 * relations, suggestions), in the form kit's look; the editor gets `id` and is described by the error.
 */
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
  if (as === 'fieldset') {
    return (
      <fieldset className="space-y-2 rounded border border-slate-200 p-3">
        <legend className={`px-1 ${LABEL} ${required ? REQUIRED : ''}`}>{label}</legend>
        <Hint id={id} hint={hint} />
        {children}
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="space-y-1">
      <Label id={id} label={label} required={required} />
      <Hint id={id} hint={hint} />
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
