import type { ReactNode } from 'react';
import { ScrollBox } from '../../components/ui/ScrollBox';

/**
 * A table that becomes one card per row below the md breakpoint (no sideways scrolling on a phone): the header row
 * stays for screen readers, and each cell shows its column's name beside the value. The explicit roles keep the
 * table's semantics in browsers that drop them once the display of its parts changes.
 */
export function StackedTable({ caption, columns, children, testId }: { caption: string; columns: readonly string[]; children: ReactNode; testId?: string }) {
  return (
    <ScrollBox label={caption} className="md:relative md:overflow-x-auto md:rounded md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table role="table" className="w-full border-collapse text-left text-sm max-md:block" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-100 max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-semibold text-navy-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
          {children}
        </tbody>
      </table>
    </ScrollBox>
  );
}

export function StackedRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <tr
      role="row"
      data-testid={testId}
      className="border-t border-slate-200 align-top max-md:block max-md:rounded-lg max-md:border max-md:bg-white max-md:p-3 max-md:shadow-sm md:hover:bg-slate-50"
    >
      {children}
    </tr>
  );
}

/**
 * One cell; `label` (the column's name) shows before the value on a phone only, hidden from screen readers there. The
 * `primary` cell heads its card on a phone, across its width, without a label.
 */
export function StackedCell({ label, children, primary = false }: { label: string; children: ReactNode; primary?: boolean }) {
  if (primary) {
    return (
      <td role="cell" className="px-3 py-2 max-md:block max-md:border-b max-md:border-slate-200 max-md:px-0 max-md:pt-0 max-md:pb-2">
        {children}
      </td>
    );
  }
  return (
    <td role="cell" className="px-3 py-2 max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1">
      <span aria-hidden="true" className="font-medium text-slate-600 md:hidden">
        {label}
      </span>
      <span className="min-w-0 max-md:text-right">{children}</span>
    </td>
  );
}
