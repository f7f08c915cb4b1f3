import { useId, type ReactNode } from 'react';

/**
 * A titled part of a long form; its heading names the section and is what a screen reader's heading list offers.
 * Its heading's id is `id` (or a generated one) with a "-heading" suffix, so it never meets a field's id.
 */
export function FormSection({ id, title, hint, children }: { id?: string; title: string; hint?: string; children: ReactNode }) {
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}
