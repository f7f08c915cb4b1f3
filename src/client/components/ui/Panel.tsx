import { useId, type ReactNode } from 'react';

/**
 * The one titled card of every face (a record's details, a form's part, a side panel): a white box whose h2 names
 * the region for screen readers, with an optional hint under the title and actions beside it. Its heading's id is
 * `id` with a "-heading" suffix (or a generated one), so it never meets a field's id.
 */
export function Panel({
  title,
  id,
  hint,
  actions,
  testId,
  className = '',
  children,
}: {
  title: ReactNode;
  id?: string;
  hint?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  /** Placement in the page's layout (a top margin, a grid cell's alignment), never the card's own look. */
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  const heading = (
    <h2 id={headingId} className="text-lg font-semibold text-navy-900">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`.trimEnd()}
      data-testid={testId}
    >
      {actions ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}
