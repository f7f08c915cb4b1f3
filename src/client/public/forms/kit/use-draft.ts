import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, writeDraft } from './draft';

/** '' , false, null, an empty list, or a list or record of such: nothing typed. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}

/**
 * Long forms keep a draft in the browser until sent (UI-GUIDE.md "Never lose a user's typing"; draft.ts).
 * The draft is read after the page has hydrated (the server's HTML has empty fields, and the first client render must
 * match it), and what was typed before the app took the page over wins over an older draft. The hidden anti-robot
 * field is never kept. A form without a key keeps none.
 */
export function useFormDraft<V extends FieldValues>(form: UseFormReturn<V>, key: string | null, pristine: Partial<Record<keyof V, unknown>> = {}): void {
  const { getValues, reset, watch } = form;
  useEffect(() => {
    if (key === null) return;
    const draft = readDraft<V>(key);
    if (draft) {
      const current: Record<string, unknown> = getValues();
      // Typed: not blank and not what the server rendered (a radio's preselected answer is not the visitor's).
      const typed = Object.fromEntries(
        Object.entries(current).filter(([name, value]) => !isBlank(value) && JSON.stringify(value) !== JSON.stringify(pristine[name as keyof V])),
      );
      // (A stored draft is the form's own values from an earlier visit: the same shape, read back untyped.)
      const merged: Record<string, unknown> = { ...current, ...draft, ...typed, website: '' };
      reset(merged as V, { keepDefaultValues: true });
    }
    const watcher = watch((values) => writeDraft(key, { ...values, website: '' }));
    return () => watcher.unsubscribe();
    // `pristine` is the form's fixed starting point: read once, like the draft.
  }, [getValues, reset, watch, key]);
}
