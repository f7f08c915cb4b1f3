import { useCallback, useMemo } from 'react';
import { fieldNameOf, type FormLabels, type LabelKey, type LabelTexts } from '../../shared/field-labels';
import { useTranslation } from './i18n-react';

/** The namespaces a form's labels are read from, besides `fields` (its composing words and site-wide labels). */
function namespacesOf(form: FormLabels | undefined): string[] {
  const keys = [...Object.values(form?.fields ?? {}), ...Object.values(form?.items ?? {}), ...Object.values(form?.groups ?? {})];
  return [...new Set(['fields', ...keys.map((key) => key.slice(0, key.indexOf(':')))])];
}

/**
 * A form's error summary names a field as the server's 422 does (shared/field-labels.ts, the one mapping): by its
 * label in the visitor's language, "Item 2: Part name". Pass the form's labels as a module constant.
 */
export function useFieldName(form?: FormLabels): (path: string) => string {
  const namespaces = useMemo(() => namespacesOf(form), [form]);
  const { t, i18n } = useTranslation(namespaces);
  return useCallback(
    (path: string) => {
      const raw = (key: LabelKey) => {
        const colon = key.indexOf(':');
        const found: unknown = i18n.getResource(i18n.language, key.slice(0, colon), key.slice(colon + 1));
        return typeof found === 'string' ? found : '';
      };
      const texts: LabelTexts = {
        text: (key, values) => t(key, values ?? {}),
        numbers: (key) => /\{\{\s*n\s*\}\}/.test(raw(key)),
      };
      return fieldNameOf(path.split('.'), texts, form);
    },
    [t, i18n, form],
  );
}
