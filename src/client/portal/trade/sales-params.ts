import { PORTAL_MAX_PAGE, PORTAL_SEARCH_MAX, SORT_DIRECTIONS, type SortDirection } from '../../../shared/portal/serials.schema';
import { SALE_PERIODS, SALE_SORTS, type SaleListInput, type SalePeriod, type SaleSort } from '../../../shared/portal/sales.schema';
import { isIsoDate } from '../../../shared/portal/trade.schema';

/** /portal/sales keeps its filter, sort, page and totals period in the address (?q=&from=&to=&sort=&dir=&page=&period=). */
export interface SalesState {
  q: string;
  from: string;
  to: string;
  sort: SaleSort;
  dir: SortDirection;
  page: number;
  period: SalePeriod;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const dateOf = (value: string | null) => (value && isIsoDate(value) ? value : '');

export function readSales(params: URLSearchParams): SalesState {
  const page = params.get('page');
  return {
    q: (params.get('q') ?? '').slice(0, PORTAL_SEARCH_MAX).trim(),
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    sort: oneOf(SALE_SORTS, params.get('sort')) ?? 'soldOn',
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? 'desc',
    page: page && /^[1-9]\d{0,8}$/.test(page) ? Math.min(Number(page), PORTAL_MAX_PAGE) : 1,
    period: oneOf(SALE_PERIODS, params.get('period')) ?? 'month',
  };
}

export function writeSales(state: SalesState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort !== 'soldOn') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.period !== 'month') params.set('period', state.period);
  return params;
}

/** The filter the list, the totals and the CSV share. */
export function salesFilter(state: SalesState) {
  return { q: state.q, ...(state.from ? { from: state.from } : {}), ...(state.to ? { to: state.to } : {}) };
}

export const salesListInput = (state: SalesState): SaleListInput => ({ ...salesFilter(state), sort: state.sort, dir: state.dir, page: state.page });
