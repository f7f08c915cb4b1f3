import { useId, type ReactNode } from 'react';

/** A titled card of the company and customer pages (its heading names the region for screen readers). */
export function Panel({ title, children, actions, testId }: { title: string; children: ReactNode; actions?: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
