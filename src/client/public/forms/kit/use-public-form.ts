import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { FieldBinding } from '../../../components/form/fields';
import { useTranslation } from '../../../lib/i18n-react';
import { clearDraft } from './draft';
import { formErrorsOf } from './error-keys';
import { useFormDraft } from './use-draft';
import { useSend } from './use-send';

/**
 * What every public form does around its fields: a draft kept in the browser (use-draft.ts; `draftKey` null: none),
 * the send through the enquiry route (use-send.ts), and the failed send's errors under the form's field names
 * (error-keys.ts). `attendees` counts the training form's people, so a 7th is refused in words.
 */
export function usePublicForm<V extends FieldValues>({
  draftKey,
  empty,
  pristine,
  defaultValues,
  attendees,
}: {
  draftKey: string | null;
  empty: V;
  pristine?: Partial<Record<keyof V, unknown>>;
  defaultValues?: DefaultValues<V>;
  attendees?(form: UseFormReturn<V>): number;
}) {
  const { t } = useTranslation('forms');
  const form = useForm<V>(defaultValues ? { defaultValues } : {});
  useFormDraft(form, draftKey, pristine);
  const { send, again, done, pending, error } = useSend();
  const count = attendees?.(form) ?? 0;
  const errors = useMemo(() => formErrorsOf(error, count), [error, count]);
  const fieldError = (name: string) => (errors.fields[name] ? t(errors.fields[name]) : undefined);
  /** The form's submit handler: sends `toInput(values)`; once it went through, an empty form and no draft. */
  const submit = (toInput: (values: V) => Record<string, unknown>) =>
    form.handleSubmit(async (values) => {
      if (!(await send(toInput(values)))) return;
      form.reset(empty);
      if (draftKey) clearDraft(draftKey);
    });
  const bind = (name: Path<V>): FieldBinding => ({ ...form.register(name), error: fieldError(name) });
  // `done`: the server's thanks once sent; `again` goes back to an empty form.
  return { form, submit, bind, fieldError, errors, error, pending, done, again };
}

export type PublicFormState<V extends FieldValues> = ReturnType<typeof usePublicForm<V>>;
