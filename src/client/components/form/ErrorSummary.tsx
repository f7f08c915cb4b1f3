import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { FieldErrors } from '../../lib/trpc-errors';

export interface SummaryEntry<K extends string = string> {
  /** The field's key: its name or path, handed to onPick. */
  key: K;
  label: string;
  /** The message, already in the visitor's language. */
  message: string;
}

/**
 * The summary on top of a refused form (UI-GUIDE.md: errors next to the field and summarised at the top): a title,
 * the failures no field shows (`messages`), then one "label: message" entry per field, in the form's order. It takes
 * the focus when it appears and whenever `focusKey` changes (a new failure; by default, new content), so it is read
 * first. With `onPick`, each entry is a button that takes the visitor to its field.
 */
export function ErrorSummary<K extends string>({
  title,
  messages = [],
  entries,
  onPick,
  focusKey,
}: {
  title: string;
  messages?: readonly string[];
  entries: ReadonlyArray<SummaryEntry<K>>;
  onPick?(key: K): void;
  focusKey?: unknown;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = entries.length > 0 || messages.length > 0;
  const signature = focusKey ?? JSON.stringify([entries, messages]);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [signature, shown]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} className="rounded border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus:ring-4 focus:ring-red-200">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {messages.map((message) => (
        <p key={message} className="mt-1">
          {message}
        </p>
      ))}
      {entries.length > 0 && (
        <ul className="mt-3 list-outside list-disc space-y-1 pl-5">
          {entries.map((entry) => (
            <li key={entry.key}>
              {onPick ? (
                <button type="button" onClick={() => onPick(entry.key)} className="text-left align-top font-medium break-words underline underline-offset-2 hover:text-red-700">
                  {entry.label}: {entry.message}
                </button>
              ) : (
                `${entry.label}: ${entry.message}`
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The summary of a tRPC refusal (the admin's forms): each field's first message, named by `labelOf`, and `general`,
 * a failure no field shows (the server's own words).
 */
export function ServerErrorSummary({ errors, general, labelOf }: { errors: FieldErrors; general?: string | null; labelOf(field: string): string }) {
  const { t } = useTranslation('admin-service');
  const entries = Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [{ key: field, label: labelOf(field), message: messages[0] }] : []));
  return <ErrorSummary title={entries.length > 0 ? t('form.fixErrors') : t('form.failed')} messages={general ? [general] : []} entries={entries} />;
}
