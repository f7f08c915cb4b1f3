import type { ReactNode } from 'react';

/** A part of a signed-in page (a course, a return): a heading and its content, named by the heading. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-2xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
