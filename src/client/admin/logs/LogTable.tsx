import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { ScrollBox } from '../../components/ui/ScrollBox';

export interface LogColumn<Row> {
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  className?: string;
}

/**
 * A compact log table with a sticky header, and its states: loading (first load only; later pages keep the rows on
 * screen), failed, empty ('No entries yet', or 'No entries match' when a filter is on).
 */
export function LogTable<Row extends { id: number | string }>({
  rows,
  columns,
  pending,
  failed,
  filtered,
  testId,
  caption,
}: {
  rows: readonly Row[] | undefined;
  columns: readonly LogColumn<Row>[];
  pending: boolean;
  failed: boolean;
  filtered: boolean;
  testId: string;
  caption: string;
}) {
  const { t } = useTranslation('admin-logs');
  if (pending) return <Spinner />;
  if (failed) return <Alert tone="error">{t('error')}</Alert>;
  if (!rows || rows.length === 0) return <p className="text-slate-600">{filtered ? t('noMatches') : t('empty')}</p>;
  return (
    <ScrollBox label={caption} className="relative overflow-x-auto rounded border border-slate-200">
      <table className="w-full border-collapse bg-white text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 font-semibold text-navy-900">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 align-top">
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
