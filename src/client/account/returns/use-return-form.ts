import { useFormContext } from 'react-hook-form';
import type { FormPath } from './checks';
import type { ReturnFormValues } from './form-values';

/** The form of the section components (FormProvider in ReturnForm), with each field's message by its path. */
export function useReturnForm() {
  const form = useFormContext<ReturnFormValues>();
  // Reading formState here subscribes the section to the errors it shows.
  const { formState, getFieldState } = form;
  const errorOf = (path: FormPath): string | undefined => getFieldState(path, formState).error?.message;
  return { ...form, errorOf };
}
