import type { ReactNode } from 'react';
import { NoValue } from './NoValue';

/** Label-and-value rows, two columns from the small breakpoint on (the enquiry page's look). */
export function Facts({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(9rem,max-content)_1fr]" data-testid={testId}>
      {children}
    </dl>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words">{empty ? <NoValue /> : children}</dd>
    </div>
  );
}
