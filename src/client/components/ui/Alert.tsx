import { useEffect, useRef, type ReactNode } from 'react';

const STYLES = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-800',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
} as const;

/** A message box; errors are announced at once (role alert), others politely (role status). */
export function Alert({
  tone,
  id,
  testId,
  className = '',
  children,
}: {
  tone: keyof typeof STYLES;
  /** For a field's aria-describedby, when the box is what explains the field. */
  id?: string;
  testId?: string;
  /** Placement in the page (a margin, a width), never the box's own look. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`rounded border px-4 py-3 text-sm ${STYLES[tone]} ${className}`.trimEnd()} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * The first message of each field, as the countries screen shows them (SPEC.md section 5). Like ErrorSummary it takes
 * the focus when it appears, and again at each new failure (`focusKey`; by default, new messages): a form's refusal
 * stands above the form, and on a phone its Save or Delete button is thousands of pixels below, where nothing showed.
 */
export function FirstErrors({ errors, focusKey }: { errors: Record<string, string[]>; focusKey?: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  const messages = Object.values(errors)
    .map((list) => list[0])
    .filter((message): message is string => Boolean(message));
  const signature = focusKey ?? JSON.stringify(messages);
  const shown = messages.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [signature, shown]);
  if (!shown) return null;
  return (
    <div ref={box} tabIndex={-1} className="rounded outline-none focus:ring-4 focus:ring-red-200">
      <Alert tone="error">
        {messages.length === 1 ? (
          messages[0]
        ) : (
          <ul className="list-inside list-disc">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </Alert>
    </div>
  );
}
