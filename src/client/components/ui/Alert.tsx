import type { ReactNode } from 'react';

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
