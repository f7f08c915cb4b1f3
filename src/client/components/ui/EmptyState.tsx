import type { ReactNode } from 'react';

/** A list or part with nothing to show, on every face: the words say why (no records yet, or none match the filters). */
export function EmptyState({ children, className = '', testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={`rounded border border-slate-200 bg-white px-4 py-6 text-slate-600 ${className}`.trimEnd()} data-testid={testId}>
      {children}
    </div>
  );
}
