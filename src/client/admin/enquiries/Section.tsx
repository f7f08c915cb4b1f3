import type { ReactNode } from 'react';

/** A titled card of the enquiry page (its heading names the region for screen readers). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
