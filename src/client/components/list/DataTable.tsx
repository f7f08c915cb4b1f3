import type { ReactNode } from 'react';
import { ScrollBox } from '../ui/ScrollBox';

export const TH = 'px-3 py-2 font-semibold text-navy-900 whitespace-nowrap';
export const TD = 'px-3 py-1.5';
export const ROW = 'border-t border-slate-200 align-top hover:bg-slate-50';

/**
 * The back office's compact table: a caption for screen readers, column headers (sticky while the list scrolls),
 * sideways scrolling on narrow screens. `busy` marks a list being read again behind the rows still shown.
 */
export function DataTable({
  caption,
  columns,
  children,
  busy = false,
  testId,
}: {
  caption: string;
  columns: readonly ReactNode[];
  children: ReactNode;
  busy?: boolean;
  testId?: string;
}) {
  return (
    // `relative`: the cells' screen-reader texts (sr-only, absolutely placed) then belong to this scroll box; without
    // it they are placed against the page and widened a 375 px phone's page sideways (569 px on the service jobs).
    <ScrollBox label={caption} className="relative overflow-x-auto rounded border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm" data-testid={testId} aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={TH}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  );
}

/** A list with nothing to show: the words say why (no records yet, or none match the filters). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{children}</div>;
}
