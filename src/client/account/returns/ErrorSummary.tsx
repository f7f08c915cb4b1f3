import type { Ref } from 'react';
import { RETURN_FORM_LABELS } from '../../../shared/returns/form-labels';
import { useTranslation } from '../../lib/i18n-react';
import { useFieldName } from '../../lib/use-field-name';
import type { FormPath } from './checks';
import { fieldId } from './fields';

export interface SummaryState {
  fields: Array<{ path: FormPath; message: string }>;
  /** Failures no field shows: the server's words, or ours when it did not answer. */
  general: string[];
}

/**
 * The summary on top of a refused form (UI-GUIDE.md: errors next to the field and summarised at the top), with
 * SPEC.md's 'Please go through the form and fix your errors'. It takes the focus when it appears (ReturnForm), so it
 * is read first; each entry takes the visitor to its field.
 */
export function ErrorSummary({ summary, ref }: { summary: SummaryState; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('returns');
  const label = useFieldName(RETURN_FORM_LABELS);
  const go = (path: FormPath) => {
    const control = document.getElementById(fieldId(path));
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="return-error-summary" className="rounded border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus:ring-4 focus:ring-red-200">
      <h2 id="return-error-summary" className="text-lg font-bold">
        {summary.fields.length > 0 ? t('summary.title') : t('summary.failed')}
      </h2>
      {summary.general.map((message) => (
        <p key={message} className="mt-1">
          {message}
        </p>
      ))}
      {summary.fields.length > 0 && (
        <ul className="mt-3 list-inside list-disc space-y-1">
          {summary.fields.map((entry) => (
            <li key={entry.path}>
              <button type="button" onClick={() => go(entry.path)} className="text-left font-medium break-words underline underline-offset-2 hover:text-red-700">
                {label(entry.path)}: {entry.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
