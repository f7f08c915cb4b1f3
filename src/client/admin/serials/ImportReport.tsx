import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { SerialImportReport } from '../../../shared/serials/admin.schema';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useFormat } from '../../lib/use-format';

const OUTCOME_STYLE = {
  created: { className: 'text-green-800', symbol: '+' },
  updated: { className: 'text-sky-900', symbol: '↻' },
  error: { className: 'text-red-700', symbol: '✕' },
} as const;

/** The import's answer: totals first (they take the focus, so they are read), then every row with its outcome. */
export function ImportReport({ report }: { report: SerialImportReport }) {
  const { t } = useTranslation('admin-service');
  const { number } = useFormat();
  const totals = useRef<HTMLParagraphElement>(null);
  useEffect(() => totals.current?.focus(), [report]);
  const errors = report.rows.filter((row) => row.outcome === 'error').length;
  return (
    <div className="mt-4 space-y-3" data-testid="import-report">
      <p ref={totals} tabIndex={-1} role="status" className="rounded border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold text-navy-900 outline-none focus:ring-2 focus:ring-navy-700">
        {t('serials.import.totals', { created: number(report.created), updated: number(report.updated), errors: number(errors) })}
      </p>
      {report.rows.length > 0 && (
        <DataTable caption={t('serials.import.reportCaption')} columns={[t('serials.import.line'), t('serials.import.serial'), t('serials.import.outcome'), t('serials.import.message')]}>
          {report.rows.map((row) => {
            const style = OUTCOME_STYLE[row.outcome];
            return (
              <DataRow key={row.line} data-outcome={row.outcome}>
                <DataCell className="tabular">{number(row.line)}</DataCell>
                <DataCell className="font-mono">{row.number}</DataCell>
                <DataCell className={`whitespace-nowrap font-semibold ${style.className}`}>
                  <span aria-hidden="true">{style.symbol} </span>
                  {t(`serials.import.outcomes.${row.outcome}`)}
                </DataCell>
                <DataCell>{row.message}</DataCell>
              </DataRow>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
