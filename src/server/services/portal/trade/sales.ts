import { countMatches, offsetPage } from '../../../list';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { localizedField, type Locale } from '../../../../shared/locales';
import {
  SALE_CSV_COLUMNS,
  type SaleFilter,
  type SaleListQuery,
  type SalePeriod,
  type SaleSort,
} from '../../../../shared/portal/sales.schema';
import type { SalePage, SaleRow, SaleTotals } from '../../../../shared/portal/sales.types';
import { formatMinor, TRADE_EXPORT_MAX_ROWS, type DownloadFile } from '../../../../shared/portal/trade.schema';
import type { SortDirection } from '../../../../shared/portal/serials.schema';
import { normaliseSerial, serialKey } from '../../../../shared/serials/serial-number';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { companies, productOptions, products, saleDayTotals, sales, serials } from '../../../db/schema';
import { companyScope } from '../../scope';
import { writeCsv } from '../../../csv/write-csv';
import { customerKeyOf, prefixBounds } from './fold';

/**
 * /portal/sales (issue 12): the company's sales to end customers. Every read is scoped with companyScope (an admin
 * sees all companies'); the list, its totals and its CSV share one filter. Writes are in sales-write.ts, sales-import.ts
 * and sales-correct.ts (edits and removals by the senior roles).
 */
export const SALES_AUDIT_SECTION = 'portal.sales';

const scope = (actor: Actor) => companyScope(actor, sales.companyId);

/**
 * The search box: a serial number, a customer's name or a model code, each by its start, as three index ranges led by
 * company_id (an OR SQLite serves index by index). A customer is found by the start of the name as recorded.
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const terms: SQL[] = [];
  const serial = normaliseSerial(q);
  if (serial) {
    const [from, to] = prefixBounds(serial);
    terms.push(and(gte(sales.serialNumber, from), lt(sales.serialNumber, to))!);
  }
  const customer = customerKeyOf(q);
  if (customer) {
    const [from, to] = prefixBounds(customer);
    terms.push(and(gte(sales.customerKey, from), lt(sales.customerKey, to))!);
  }
  const [from, to] = prefixBounds(q.toUpperCase());
  terms.push(and(gte(sales.modelCode, from), lt(sales.modelCode, to))!);
  return or(...terms);
}

export function saleWhere(actor: Actor, filter: SaleFilter): SQL | undefined {
  return and(
    scope(actor),
    searchCondition(filter.q),
    filter.from ? gte(sales.soldOn, filter.from) : undefined,
    filter.to ? lte(sales.soldOn, filter.to) : undefined,
  );
}

function orderOf(sort: SaleSort, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const column = { soldOn: sales.soldOn, customer: sales.customerKey, model: sales.modelCode, serial: sales.serialNumber }[sort];
  return [by(column), by(sales.id)];
}

/** The joined rows of some sales: the product's name, the company, and the serial while it is still the company's. */
async function rowsOf(deps: AppDeps, where: SQL | undefined, locale: Locale, order: SQL[], limit: number): Promise<SaleRow[]> {
  const rows = await deps.db
    .select({
      sale: sales,
      product: { name_EN: products.name_EN, name_DE: products.name_DE, name_ES: products.name_ES, name_FR: products.name_FR, name_NL: products.name_NL, name_PT: products.name_PT },
      companyName: companies.name,
      serialId: serials.id,
    })
    .from(sales)
    .leftJoin(products, eq(products.id, sales.productId))
    .leftJoin(companies, eq(companies.id, sales.companyId))
    .leftJoin(serials, and(eq(serials.id, sales.serialId), eq(serials.companyId, sales.companyId)))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ sale, product, companyName, serialId }) => ({
    id: sale.id,
    soldOn: sale.soldOn,
    serialNumber: sale.serialNumber,
    serialId: serialId ?? null,
    modelCode: sale.modelCode,
    productName: product ? localizedField(product, 'name', locale) : '',
    customerName: sale.customerName,
    customerEmail: sale.customerEmail,
    quantity: sale.quantity,
    unitPrice: sale.unitPrice,
    currency: sale.currency,
    lineTotal: sale.quantity * sale.unitPrice,
    reference: sale.reference,
    companyName: companyName ?? '',
  }));
}

/** The page's ids are found on `sales` alone (an index walk), then only that page's rows are joined. */
export async function listSales(deps: AppDeps, actor: Actor, input: SaleListQuery, locale: Locale): Promise<SalePage> {
  const where = saleWhere(actor, input);
  const order = orderOf(input.sort, input.dir);
  const page = await offsetPage(input, countMatches(deps, deps.db.select({ id: sales.id }).from(sales).where(where)), (limit, offset) =>
    deps.db.select({ id: sales.id }).from(sales).where(where).orderBy(...order).limit(limit).offset(offset),
  );
  const ids = page.rows.map((row) => row.id);
  const rows = ids.length > 0 ? await rowsOf(deps, inArray(sales.id, ids), locale, order, input.perPage) : [];
  return { ...page, rows, allCompanies: actor.role === 'admin' };
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
export async function saleTotals(deps: AppDeps, actor: Actor, filter: SaleFilter, period: SalePeriod): Promise<SaleTotals> {
  const lines = filter.q ? await totalsFromSales(deps, actor, filter, period) : await totalsFromDays(deps, actor, filter, period);
  return { period, rows: lines.slice(0, TOTALS_MAX_LINES), overall: overallOf(lines) };
}

async function totalsFromDays(deps: AppDeps, actor: Actor, filter: SaleFilter, period: SalePeriod): Promise<TotalsLine[]> {
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
        filter.from ? gte(saleDayTotals.soldOn, filter.from) : undefined,
        filter.to ? lte(saleDayTotals.soldOn, filter.to) : undefined,
      ),
    )
    .groupBy(key, saleDayTotals.currency)
    .orderBy(desc(key), asc(saleDayTotals.currency));
  return rows.map(numeric);
}

async function totalsFromSales(deps: AppDeps, actor: Actor, filter: SaleFilter, period: SalePeriod): Promise<TotalsLine[]> {
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
    .where(saleWhere(actor, filter))
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
export async function exportSales(deps: AppDeps, actor: Actor, filter: SaleFilter, locale: Locale): Promise<DownloadFile> {
  const rows = await rowsOf(deps, saleWhere(actor, filter), locale, orderOf('soldOn', 'desc'), TRADE_EXPORT_MAX_ROWS);
  const allCompanies = actor.role === 'admin';
  const header = [...SALE_CSV_COLUMNS, ...(allCompanies ? ['company'] : [])];
  const csv = writeCsv(
    header,
    rows.map((row) => [
      row.soldOn,
      row.serialNumber,
      row.modelCode,
      row.quantity,
      row.customerName,
      row.customerEmail,
      formatMinor(row.unitPrice),
      row.currency,
      row.reference,
      ...(allCompanies ? [row.companyName] : []),
    ]),
  );
  const span = [filter.from, filter.to].filter(Boolean).join('_to_');
  return { filename: `sales${span ? `_${span}` : ''}.csv`, mime: 'text/csv', encoding: 'text', content: csv };
}

/** The company's serials among some typed serial numbers, by key (an option may share its product's number). */
export async function companySerialsByKey(deps: AppDeps, companyId: number, typed: readonly string[]) {
  const keys = [...new Set(typed.map((text) => serialKey(text)).filter((key): key is string => key !== null))];
  const found = new Map<string, { id: number; number: string; productId: number; modelCode: string; soldTo: string }>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await deps.db
      .select({ id: serials.id, number: serials.number, key: serials.numberKey, productId: serials.productId, productCode: products.modelCode, optionCode: productOptions.modelCode, soldTo: serials.soldTo })
      .from(serials)
      .innerJoin(products, eq(products.id, serials.productId))
      .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
      .where(and(eq(serials.companyId, companyId), inArray(serials.numberKey, keys.slice(i, i + 500))))
      .orderBy(asc(serials.id));
    for (const row of rows) {
      if (!found.has(row.key)) found.set(row.key, { id: row.id, number: row.number, productId: row.productId, modelCode: row.optionCode || row.productCode, soldTo: row.soldTo });
    }
  }
  return found;
}

/** Which of these serials of the company already have a sale recorded (read by number: sales_company_serial_idx). */
export async function soldSerialIds(deps: AppDeps, companyId: number, found: ReadonlyArray<{ id: number; number: string }>): Promise<Set<number>> {
  const wanted = new Set(found.map((serial) => serial.id));
  const numbers = [...new Set(found.map((serial) => serial.number))];
  const sold = new Set<number>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await deps.db
      .select({ id: sales.serialId })
      .from(sales)
      .where(and(eq(sales.companyId, companyId), inArray(sales.serialNumber, numbers.slice(i, i + 500)), isNotNull(sales.serialId)));
    for (const row of rows) if (row.id !== null && wanted.has(row.id)) sold.add(row.id);
  }
  return sold;
}
