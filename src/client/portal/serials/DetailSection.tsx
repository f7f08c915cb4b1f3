import type { ReactNode } from 'react';

/** A section of a detail page with its heading; its empty text when it has nothing to list. */
export function DetailSection({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-4">{count === 0 ? <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{empty}</p> : children}</div>
    </section>
  );
}
