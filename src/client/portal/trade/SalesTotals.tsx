import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { SALE_PERIODS, type SalePeriod } from '../../../shared/trade/sales.schema';
import { salesResource } from '../../../shared/trade/collections/sales';
import { SelectField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useResourceList } from '../../admin/generic/resource-list';
import { useFormat } from '../../lib/use-format';

/** The totals' period (`?period=quarter`), kept in the address beside the list's own parameters. */
export const SALES_KEPT = ['period'] as const;

/** The sales list's search and filters as the address holds them: what the totals and the CSV download are of. */
export function useSalesFilter() {
  const state = useResourceList(salesResource, SALES_KEPT);
  const period: SalePeriod = SALE_PERIODS.find((value) => value === state.list.extra('period')) ?? 'month';
  return {
    filter: { q: state.query.q, filters: state.query.filters },
    period,
    // A new period leaves the list where it is; the default (month) is left out of the address.
    setPeriod: (next: SalePeriod) => state.list.setExtra('period', next === 'month' ? null : next),
  };
}

/** The filtered sales totalled by month, quarter or year: number of sales, quantity and revenue per currency. */
export function SalesTotals() {
  const { t } = useTranslation('portal-trade');
  const trpc = useTRPC();
  const format = useFormat();
  const { filter, period, setPeriod } = useSalesFilter();
  const totals = useQuery({ ...trpc.portal.sales.totals.queryOptions({ ...filter, period }), placeholderData: keepPreviousData });
  const columns = [t('sales.totals.period'), t('sales.totals.sales'), t('sales.totals.quantity'), t('sales.totals.revenue')];
  return (
    <section aria-labelledby="sales-totals-title" className="space-y-3" data-testid="sales-totals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-totals-title" className="text-xl font-semibold text-navy-900">
          {t('sales.totals.title')}
        </h2>
        <div className="w-48">
          <SelectField label={t('sales.totals.by')} value={period} data-testid="totals-period" onChange={(event) => setPeriod(SALE_PERIODS.find((value) => value === event.target.value) ?? 'month')}>
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
            .map((row) => t('sales.totals.overall', { sales: format.number(row.sales), quantity: format.number(row.quantity), revenue: format.money(row.revenue, row.currency) }))
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
              <DataCell label={columns[1]!}>{format.number(row.sales)}</DataCell>
              <DataCell label={columns[2]!}>{format.number(row.quantity)}</DataCell>
              <DataCell label={columns[3]!}>
                <span className="tabular-nums">{format.money(row.revenue, row.currency)}</span>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
