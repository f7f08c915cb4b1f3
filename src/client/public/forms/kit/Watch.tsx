import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch, type FieldPath, type FieldPathValue, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A part of a form that follows one field's value and re-renders alone. `watch('field')` in the form's own render
 * re-renders the whole form on every keystroke in any field, and once more, blocking, right after it mounts: on the
 * contact page that one render (every field, 250 countries) was the longest task of a phone's page load.
 *
 * `useWatch` starts from the form's defaults, which are empty (the server's HTML has empty fields); what a field holds
 * when the app takes the page over (a preselected radio, something typed before) is read once after mounting.
 */
export function Watch<V extends FieldValues, N extends FieldPath<V>>({
  form,
  name,
  children,
}: {
  form: UseFormReturn<V>;
  name: N;
  children: (value: FieldPathValue<V, N> | undefined) => ReactNode;
}) {
  const watched = useWatch({ control: form.control, name });
  const first = useRef(watched);
  const [taken, setTaken] = useState<{ value: FieldPathValue<V, N> } | null>(null);
  useEffect(() => {
    const value = form.getValues(name);
    startTransition(() => setTaken({ value }));
  }, [form, name]);
  // A change seen by useWatch after mounting is newer than what the field held when the app took over.
  const value = watched !== first.current || !taken ? watched : taken.value;
  return <>{children(value)}</>;
}
