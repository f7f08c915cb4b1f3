import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SALE_CSV_COLUMNS, type SaleFilter, type SalePeriod } from '../../../../shared/trade/sales.schema';
import type { SaleTotals } from '../../../../shared/trade/sales.types';
import { formatMinor, TRADE_EXPORT_MAX_ROWS, type DownloadFile } from '../../../../shared/trade/trade.schema';
import { parseDateRange, type DateRange } from '../../../../shared/collections/date-range';
import type { Actor } from '../../../auth/actor';
import { writeCsv } from '../../../csv/write-csv';
import type { AppDeps } from '../../../deps';
import { companies, saleDayTotals, sales } from '../../../db/schema';
import { validationError } from '../../../errors';
import { whereOf } from '../../../collections/list';
import { companyScope } from '../../../scope';
import { salesCollection } from './sales';
import type { Ctx } from '../../../service-context';

/**
 * What /portal/sales shows beside its list, for the list's own search and filters (whereOf of the sales collection, so
 * the list, the totals and the CSV always agree): the totals by period, and the filtered sales as CSV.
 */

/** The days the list's filter asks for (a bad value is the list's 422). */
function soldOnRange(filter: SaleFilter): DateRange {
  const value = filter.filters?.soldOn;
  if (value === undefined || value === null || value === '') return {};
  const range = parseDateRange(String(value));
  if (!range) throw validationError({ 'filters.soldOn': ['Unknown value.'] });
  return range;
}

/** A period's key from a `sold_on`-like column (ISO dates sort as text): "2026-03", "2026-Q1", "2026". */
function periodSql(period: SalePeriod, soldOn: SQLiteColumn): SQL<string> {
  if (period === 'month') return sql<string>`substr(${soldOn}, 1, 7)`;
  if (period === 'year') return sql<string>`substr(${soldOn}, 1, 4)`;
  return sql<string>`substr(${soldOn}, 1, 4) || '-Q' || ((cast(substr(${soldOn}, 6, 2) as integer) + 2) / 3)`;
}

/** At most this many period lines (20 years of months); the newest first. */
const TOTALS_MAX_LINES = 240;

type TotalsLine = SaleTotals['rows'][number];

/**
 * Totals of the filtered sales by month, quarter or year and currency: number of sales, quantity and revenue. Without
 * a search they are summed from the per-day totals the triggers keep (`sale_day_totals`, a range of its primary key);
 * a search reads the matching sales themselves.
 */
export async function saleTotals(ctx: Ctx<'deps' | 'actor'>, filter: SaleFilter & { period: SalePeriod }): Promise<SaleTotals> {
  const { deps, actor } = ctx;
  const { period } = filter;
  // The list's WHERE, also where the day totals answer: a filter the list refuses is refused here too (422).
  const { where } = await whereOf(deps, salesCollection, actor, filter);
  const lines = filter.q ? await totalsFromSales(deps, where, period) : await totalsFromDays(deps, actor, soldOnRange(filter), period);
  return { period, rows: lines.slice(0, TOTALS_MAX_LINES), overall: overallOf(lines) };
}

async function totalsFromDays(deps: AppDeps, actor: Actor, range: DateRange, period: SalePeriod): Promise<TotalsLine[]> {
  const key = periodSql(period, saleDayTotals.soldOn);
  const rows = await deps.db
    .select({
      period: key,
      currency: saleDayTotals.currency,
      sales: sql<number>`sum(${saleDayTotals.sales})`,
      quantity: sql<number>`sum(${saleDayTotals.quantity})`,
      revenue: sql<number>`sum(${saleDayTotals.revenue})`,
    })
    .from(saleDayTotals)
    .where(
      and(
        companyScope(actor, saleDayTotals.companyId),
        range.from ? gte(saleDayTotals.soldOn, range.from) : undefined,
        range.to ? lte(saleDayTotals.soldOn, range.to) : undefined,
      ),
    )
    .groupBy(key, saleDayTotals.currency)
    .orderBy(desc(key), asc(saleDayTotals.currency));
  return rows.map(numeric);
}

async function totalsFromSales(deps: AppDeps, where: SQL | undefined, period: SalePeriod): Promise<TotalsLine[]> {
  const key = periodSql(period, sales.soldOn);
  const rows = await deps.db
    .select({
      period: key,
      currency: sales.currency,
      sales: count(),
      quantity: sql<number>`coalesce(sum(${sales.quantity}), 0)`,
      revenue: sql<number>`coalesce(sum(${sales.quantity} * ${sales.unitPrice}), 0)`,
    })
    .from(sales)
    .where(where)
    .groupBy(key, sales.currency)
    .orderBy(desc(key), asc(sales.currency));
  return rows.map(numeric);
}

/** SQLite sums can come back as strings or bigints through the driver: the totals are plain numbers. */
function numeric(row: { period: string; currency: string; sales: number; quantity: number; revenue: number }): TotalsLine {
  return { ...row, sales: Number(row.sales), quantity: Number(row.quantity), revenue: Number(row.revenue) };
}

/** Totals per currency over every period line (all of them, also those past the lines shown), in currency order. */
function overallOf(lines: readonly TotalsLine[]): SaleTotals['overall'] {
  const byCurrency = new Map<string, SaleTotals['overall'][number]>();
  for (const line of lines) {
    const sum = byCurrency.get(line.currency) ?? { currency: line.currency, sales: 0, quantity: 0, revenue: 0 };
    byCurrency.set(line.currency, { currency: line.currency, sales: sum.sales + line.sales, quantity: sum.quantity + line.quantity, revenue: sum.revenue + line.revenue });
  }
  return [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

/** The filtered sales as CSV, newest first, in the import's columns (a download can be edited and imported again). */
export async function exportSales(ctx: Ctx<'deps' | 'actor'>, filter: SaleFilter): Promise<DownloadFile> {
  const { deps, actor } = ctx;
  const { where } = await whereOf(deps, salesCollection, actor, filter);
  const rows = await deps.db
    .select({ sale: sales, companyName: companies.name })
    .from(sales)
    .leftJoin(companies, eq(companies.id, sales.companyId))
    .where(where)
    .orderBy(desc(sales.soldOn), desc(sales.id))
    .limit(TRADE_EXPORT_MAX_ROWS);
  // Voltara's admin reads every company's sales: the file says whose each one is.
  const allCompanies = actor.role === 'admin';
  const header = [...SALE_CSV_COLUMNS, ...(allCompanies ? ['company'] : [])];
  const csv = writeCsv(
    header,
    rows.map(({ sale, companyName }) => [
      sale.soldOn,
      sale.serialNumber,
      sale.modelCode,
      sale.quantity,
      sale.customerName,
      sale.customerEmail,
      formatMinor(sale.unitPrice),
      sale.currency,
      sale.reference,
      ...(allCompanies ? [companyName ?? ''] : []),
    ]),
  );
  const { from, to } = soldOnRange(filter);
  const span = [from, to].filter(Boolean).join('_to_');
  return { filename: `sales${span ? `_${span}` : ''}.csv`, mime: 'text/csv', encoding: 'text', content: csv };
}
