import { useEffect, useId, useRef } from 'react';

/** A titled form's words: over the fields to fix (with an optional lead `text`), and over a failure no field shows. */
export interface SummaryTitles {
  fix: string;
  text?: string;
  /** Without it, a failure no field shows is its own title. */
  failed?: string;
}

interface Line {
  /** The field it names, handed to onPick; none for a failure no field shows. */
  field?: string;
  text: string;
}

/**
 * The one box in which every form, in every face, shows the server's refusal on top of itself (UI-GUIDE.md: errors
 * next to the field and summarised at the top), a page its failed action, and a sign-in card its refused link.
 * - `errors` are the fields' messages, already in the visitor's language; the first of each is shown, in the form's
 *   order (`order`: [field, label]), then the fields it does not list in the server's order. A message names its
 *   field when it does not already: the server's messages say the label (issue 29), a public form's "Missing /
 *   invalid information" does not. With `onPick`, each is a button that takes the visitor to its field.
 * - `general` is a failure no field shows (the server's words, "too many tries"), said with the fields or alone.
 * - `titles`: a public or account form's title and lead (SPEC.md's "Missing / invalid information"). Without them the
 *   box is only the messages, as SPEC.md section 5 gives the countries screen ("the first message of each field in a
 *   red alert above the form"), and one message reads as a sentence.
 * It takes the focus when it appears and at each new failure (`focusKey`; by default, new content): on a phone a long
 * form's Save or Delete is thousands of pixels below the box, and the browser brings it into sight (decision 0092).
 */
export function ErrorSummary({
  errors = {},
  general,
  order = [],
  labelOf,
  onPick,
  titles,
  focusKey,
}: {
  errors?: Readonly<Record<string, readonly string[]>>;
  general?: string | readonly string[] | null;
  order?: ReadonlyArray<readonly [string, string]>;
  /** A field's label, when the form knows it. */
  labelOf?(field: string): string | undefined;
  onPick?(field: string): void;
  titles?: SummaryTitles;
  focusKey?: unknown;
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const entries = fieldLines(errors, order, labelOf);
  const failures = (typeof general === 'string' ? [general] : (general ?? [])).filter(Boolean);
  const shown = entries.length > 0 || failures.length > 0;
  const signature = focusKey ?? JSON.stringify([entries, failures]);
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [signature, shown]);
  if (!shown) return null;

  let title = entries.length > 0 ? titles?.fix : titles?.failed;
  let lines: Line[] = [...failures.map((text) => ({ text })), ...entries];
  if (titles && !title) [title, lines] = [lines[0]!.text, lines.slice(1)];
  const lead = entries.length > 0 ? titles?.text : undefined;
  const say = (line: Line) =>
    onPick && line.field !== undefined ? (
      <button type="button" onClick={() => onPick(line.field!)} className="text-left align-top font-medium break-words underline underline-offset-2 hover:text-red-700">
        {line.text}
      </button>
    ) : (
      line.text
    );
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={title ? titleId : undefined}
      className="rounded border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus:ring-4 focus:ring-red-200"
    >
      {title && (
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
      )}
      {lead && <p className="mt-1">{lead}</p>}
      {!title && lines.length === 1 ? (
        <p>{say(lines[0]!)}</p>
      ) : (
        lines.length > 0 && (
          <ul className={`${title ? 'mt-3' : ''} list-outside list-disc space-y-1 pl-5`.trim()}>
            {lines.map((line) => (
              <li key={`${line.field ?? ''}:${line.text}`}>{say(line)}</li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}

/** Each refused field's first message, in the form's order and then the server's, named when it does not say its label. */
function fieldLines(errors: Readonly<Record<string, readonly string[]>>, order: ReadonlyArray<readonly [string, string]>, labelOf?: (field: string) => string | undefined): Line[] {
  const refused = (field: string) => Boolean(errors[field]?.[0]);
  const listed = order.filter(([field]) => refused(field));
  const others = Object.keys(errors)
    .filter((field) => refused(field) && !order.some(([known]) => known === field))
    .map((field) => [field, labelOf?.(field)] as const);
  return [...listed, ...others].map(([field, label]) => {
    const message = errors[field]![0]!;
    return { field, text: label && !names(message, label) ? `${label}: ${message}` : message };
  });
}

/** Whether `message` says `label` as words of its own ("The Name field …"), in any case. */
function names(message: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(message);
}
