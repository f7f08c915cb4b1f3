import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';

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

/** The summary's titles: over the fields to fix (with an optional lead `text`), and over a failure no field shows. */
export interface SummaryTitles {
  fix: string;
  text?: string;
  /** Without it, a failure no field shows is its own title. */
  failed?: string;
}

/**
 * The one way a form shows the server's refusal on top of it. `errors` are the fields' messages, already in the
 * visitor's language (the first of each is shown): in the form's order (`order`: [field, label]), then the fields it
 * does not list, in the server's order, named by `labelOf` (else by their own name); with `onPick`, each entry takes
 * the visitor to its field. `general` is a failure no field shows (the server's words, "too many tries"), said with
 * the entries or alone. Focused at each new failure (`focusKey`). The admin's forms name no titles: theirs are used.
 */
export function ServerErrorSummary(props: {
  errors: Readonly<Record<string, readonly string[]>>;
  general?: string | null | undefined;
  order?: ReadonlyArray<readonly [string, string]>;
  labelOf?(field: string): string;
  onPick?(field: string): void;
  titles?: SummaryTitles;
  focusKey?: unknown;
}) {
  const { errors, general, order = [], labelOf = (field) => field, onPick, titles, focusKey } = props;
  if (!titles) return <AdminTitles {...props} />;
  const listed = order.filter(([field]) => errors[field]?.[0]);
  const others = Object.keys(errors).filter((field) => errors[field]?.[0] && !order.some(([known]) => known === field));
  const entries = [...listed, ...others.map((field) => [field, labelOf(field)] as const)].map(([field, label]) => ({ key: field, label, message: errors[field]![0]! }));
  const shared = { entries, onPick, focusKey };
  if (entries.length > 0) return <ErrorSummary title={titles.fix} messages={[titles.text, general].filter((text): text is string => Boolean(text))} {...shared} />;
  if (!general) return null;
  return titles.failed ? <ErrorSummary title={titles.failed} messages={[general]} {...shared} /> : <ErrorSummary title={general} {...shared} />;
}

function AdminTitles(props: Parameters<typeof ServerErrorSummary>[0]) {
  const { t } = useTranslation('admin-service');
  return <ServerErrorSummary {...props} titles={{ fix: t('form.fixErrors'), failed: t('form.failed') }} />;
}
