import type { ReactNode } from 'react';

/**
 * The portal's list table (as /portal/courses draws it): below 640 px each row becomes a card, the header row stays
 * for screen readers and each cell shows its column's name beside the value. The explicit roles keep the table's
 * semantics in browsers that drop them once the display of its parts changes.
 */
export function CardTable({ caption, columns, children, testId }: { caption: string; columns: readonly string[]; children: ReactNode; testId?: string }) {
  return (
    <div className="sm:overflow-x-auto sm:rounded sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-100 max-sm:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-navy-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function CardRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr
      role="row"
      data-testid={testId}
      className="border-t border-slate-200 align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-3 max-sm:shadow-sm sm:hover:bg-slate-50"
    >
      {children}
    </tr>
  );
}

/**
 * One cell; `label` (the column's name) shows before the value on a phone only, hidden from screen readers there (they
 * have the header). The `primary` cell heads its card on a phone, across its width, without a label.
 */
export function CardCell({ label, children, primary = false }: { label: string; children: ReactNode; primary?: boolean }) {
  if (primary) {
    return (
      <td role="cell" className="px-3 py-2 max-sm:block max-sm:border-b max-sm:border-slate-200 max-sm:px-0 max-sm:pt-0 max-sm:pb-2">
        {children}
      </td>
    );
  }
  return (
    <td role="cell" className="px-3 py-2 max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1">
      <span aria-hidden="true" className="font-medium text-slate-600 sm:hidden">
        {label}
      </span>
      <span className="min-w-0 max-sm:text-right">{children}</span>
    </td>
  );
}

/** An absent value: a dash to the eye, words to a screen reader. */
export function NoValue({ label }: { label: string }) {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
