import {
  CUSTOMER_SORTS,
  DUE_FILTERS,
  PORTAL_MAX_PAGE,
  PORTAL_SEARCH_MAX,
  REGISTRATION_FILTERS,
  SERIAL_SORTS,
  SORT_DIRECTIONS,
  type CustomerSort,
  type DueFilter,
  type PortalCustomerListInput,
  type PortalSerialListInput,
  type RegistrationFilter,
  type SerialSort,
  type SortDirection,
} from '../../../shared/portal/serials.schema';

/**
 * The lists keep their search, filters, sort and page in the address (?q=&registration=&due=&sort=&dir=&page=), so
 * Back from a serial returns to the same page and a filtered list can be shared. Unknown values are dropped; the
 * defaults are left out of the address.
 */
export interface SerialListState {
  q: string;
  registration?: RegistrationFilter;
  due?: DueFilter;
  sort: SerialSort;
  dir: SortDirection;
  page: number;
}

export interface CustomerListState {
  q: string;
  sort: CustomerSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const pageOf = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Math.min(Number(value), PORTAL_MAX_PAGE) : 1);
const searchOf = (params: URLSearchParams) => (params.get('q') ?? '').slice(0, PORTAL_SEARCH_MAX).trim();

export function readSerialList(params: URLSearchParams): SerialListState {
  const registration = oneOf(REGISTRATION_FILTERS, params.get('registration'));
  const due = oneOf(DUE_FILTERS, params.get('due'));
  return {
    q: searchOf(params),
    ...(registration ? { registration } : {}),
    ...(due ? { due } : {}),
    sort: oneOf(SERIAL_SORTS, params.get('sort')) ?? 'serial',
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? 'asc',
    page: pageOf(params.get('page')),
  };
}

export function writeSerialList(state: SerialListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.registration) params.set('registration', state.registration);
  if (state.due) params.set('due', state.due);
  if (state.sort !== 'serial') params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change of the search, a filter or the sort starts again on the first page; an emptied filter is left out. */
export function withSerialChange(state: SerialListState, change: Partial<Omit<SerialListState, 'page'>>): SerialListState {
  const next: SerialListState = { ...state, ...change, page: 1 };
  if (!next.registration) delete next.registration;
  if (!next.due) delete next.due;
  return next;
}

export const hasSerialFilters = (state: SerialListState) => Boolean(state.q || state.registration || state.due);
export const NO_SERIAL_FILTERS: SerialListState = { q: '', sort: 'serial', dir: 'asc', page: 1 };

/** What the server is asked for (shared/portal/serials.schema.ts PortalSerialListSchema). */
export const serialListInput = (state: SerialListState): PortalSerialListInput => ({ ...state });

export function readCustomerList(params: URLSearchParams): CustomerListState {
  return { q: searchOf(params), sort: oneOf(CUSTOMER_SORTS, params.get('sort')) ?? 'name', page: pageOf(params.get('page')) };
}

export function writeCustomerList(state: CustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const customerListInput = (state: CustomerListState): PortalCustomerListInput => ({ ...state });
