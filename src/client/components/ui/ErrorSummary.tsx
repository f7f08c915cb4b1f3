import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { FieldErrors } from '../../lib/trpc-errors';

/**
 * The summary above a refused form (UI-GUIDE.md: errors next to the field and summarised at the top). It takes the
 * focus when a new set of errors arrives, so it is read first; each entry names its field. `general` holds a
 * failure no field shows (the server's own words).
 */
export function ErrorSummary({
  errors,
  general,
  labelOf,
}: {
  errors: FieldErrors;
  general?: string | null;
  labelOf(field: string): string;
}) {
  const { t } = useTranslation('admin-service');
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [{ field, message: messages[0] }] : []));
  const signature = JSON.stringify([entries, general ?? '']);
  const shown = entries.length > 0 || Boolean(general);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [signature, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded border-2 border-red-600 bg-red-50 p-4 text-sm text-red-900 outline-none focus:ring-4 focus:ring-red-200">
      <p className="font-bold">{entries.length > 0 ? t('form.fixErrors') : t('form.failed')}</p>
      {general && <p className="mt-1">{general}</p>}
      {entries.length > 0 && (
        <ul className="mt-2 list-inside list-disc space-y-0.5">
          {entries.map((entry) => (
            <li key={entry.field}>
              {labelOf(entry.field)}: {entry.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
