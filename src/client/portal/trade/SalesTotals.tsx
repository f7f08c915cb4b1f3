import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SALE_PERIODS, type SalePeriod } from '../../../shared/portal/sales.schema';
import { SelectField } from '../../components/ui/SelectField';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** The filtered sales totalled by month, quarter or year: number of sales, quantity and revenue per currency. */
export function SalesTotals({ filter, period, onPeriod }: { filter: { q: string; from?: string; to?: string }; period: SalePeriod; onPeriod(period: SalePeriod): void }) {
  const { t, i18n } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const totals = useQuery({ ...trpc.portal.sales.totals.queryOptions({ ...filter, period }), placeholderData: keepPreviousData });
  const language = i18n.language;
  const columns = [t('sales.totals.period'), t('sales.totals.sales'), t('sales.totals.quantity'), t('sales.totals.revenue')];
  return (
    <section aria-labelledby="sales-totals-title" className="space-y-3" data-testid="sales-totals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-totals-title" className="text-xl font-semibold text-navy-900">
          {t('sales.totals.title')}
        </h2>
        <div className="w-48">
          <SelectField label={t('sales.totals.by')} value={period} data-testid="totals-period" onChange={(event) => onPeriod(SALE_PERIODS.find((value) => value === event.target.value) ?? 'month')}>
            {SALE_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`sales.totals.periods.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {totals.data && totals.data.overall.length > 0 && (
        <p className="text-sm text-slate-700" data-testid="totals-overall">
          {totals.data.overall
            .map((row) => t('sales.totals.overall', { sales: formatNumber(row.sales, localeOf(language)), quantity: formatNumber(row.quantity, localeOf(language)), revenue: formatMoney(row.revenue, row.currency, localeOf(language)) }))
            .join(' · ')}
        </p>
      )}
      {totals.data && totals.data.rows.length > 0 && (
        <DataTable caption={t('sales.totals.caption')} columns={columns} boxClassName="max-h-96 overflow-y-auto" testId="totals-table">
          {totals.data.rows.map((row) => (
            <DataRow key={`${row.period}-${row.currency}`} data-testid="totals-row">
              <DataCell label={columns[0]!} primary>
                <span className="font-semibold tabular-nums">{row.period}</span>
              </DataCell>
              <DataCell label={columns[1]!}>{formatNumber(row.sales, localeOf(language))}</DataCell>
              <DataCell label={columns[2]!}>{formatNumber(row.quantity, localeOf(language))}</DataCell>
              <DataCell label={columns[3]!}>
                <span className="tabular-nums">{formatMoney(row.revenue, row.currency, localeOf(language))}</span>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
