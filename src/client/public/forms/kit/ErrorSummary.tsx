import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

export interface SummaryEntry {
  /** The form field's name (react-hook-form), focused when its entry is chosen. */
  name: string;
  label: string;
  /** A message key of the forms namespace. */
  message: string;
}

/**
 * The summary at the top of a form the server refused (UI-GUIDE.md: errors next to the field and summarised at the
 * top): SPEC.md's 'Missing / invalid information' and 'Please go through the form and fix your errors', then each
 * field in the form's order, a button that takes the visitor to it. Focused when it appears, so it is read first.
 */
export function ErrorSummary({ entries, onPick, ref }: { entries: readonly SummaryEntry[]; onPick(name: string): void; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('forms');
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="form-error-summary" className="rounded border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus:ring-4 focus:ring-red-200">
      <h2 id="form-error-summary" className="text-lg font-bold">
        {t('summary.title')}
      </h2>
      <p className="mt-1">{t('summary.text')}</p>
      {entries.length > 0 && (
        <ul className="mt-3 list-inside list-disc space-y-1">
          {entries.map((entry) => (
            <li key={entry.name}>
              <button type="button" onClick={() => onPick(entry.name)} className="text-left font-medium underline underline-offset-2 hover:text-red-700">
                {entry.label}: {t(entry.message)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
