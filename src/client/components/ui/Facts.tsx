import { createContext, useContext, type ReactNode } from 'react';
import { NoValue } from './NoValue';

/**
 * How a list of facts is laid out: `rows`, each label beside its value from the small breakpoint on (a record's
 * details: the enquiry page's look); `grid`, each label above its value, in two or three columns (a summary at the
 * head of a page: a serial, a return, a course).
 */
export type FactsLayout = 'rows' | 'grid';

const LayoutContext = createContext<FactsLayout>('rows');

const ROWS = 'grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(9rem,max-content)_1fr]';
/** The grid's columns: one on a phone, then two, then (with 3) three on a wide screen. */
const GRID: Record<2 | 3, string> = {
  2: 'grid gap-x-8 gap-y-3 sm:grid-cols-2',
  3: 'grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3',
};

/**
 * Label-and-value facts about one thing, the one way every face shows them (issue 29 item 7): a `<dl>` of `Fact`s.
 * `className` places the list (margins, a card's frame, fewer columns); the look of its labels and values is this one.
 */
export function Facts({
  children,
  layout = 'rows',
  columns = 3,
  className = '',
  label,
  testId,
}: {
  children: ReactNode;
  layout?: FactsLayout;
  /** The grid layout's widest number of columns. */
  columns?: 2 | 3;
  className?: string;
  /** A name for the list when the heading above it does not say what it is. */
  label?: string;
  testId?: string;
}) {
  return (
    <LayoutContext.Provider value={layout}>
      <dl className={`${layout === 'rows' ? ROWS : GRID[columns]} ${className}`.trim()} aria-label={label} data-testid={testId}>
        {children}
      </dl>
    </LayoutContext.Provider>
  );
}

/** One fact: its label and its value; NoValue (a dash, "None" to a screen reader) when there is none. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const layout = useContext(LayoutContext);
  const empty = children === null || children === undefined || children === '';
  const value = empty ? <NoValue /> : children;
  if (layout === 'grid') {
    return (
      <div className="min-w-0" data-testid={testId}>
        <dt className="text-sm font-semibold text-slate-600">{label}</dt>
        <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
      </div>
    );
  }
  return (
    <div className="contents" data-testid={testId}>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
