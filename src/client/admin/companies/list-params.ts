import { PARTNER_TIERS } from '../../../shared/portal/enums';
import {
  COMPANY_SEARCH_MAX,
  COMPANY_SORT_DIRECTIONS,
  COMPANY_SORTS,
  COMPANY_STATES,
  COMPANY_TAGS,
  END_CUSTOMER_SORTS,
  type AdminCompanyListQuery,
  type CompanySort,
  type EndCustomerListQuery,
} from '../../../shared/portal/companies.schema';

/**
 * The lists keep their search, filters, sort and page in the address (?q=&country=&tier=&tag=&state=&sort=&dir=&page=),
 * so Back from a company returns to the same list and a filtered list can be shared. Unknown values fall back to the
 * defaults; the defaults are left out of the address.
 */
export type CompanyListState = AdminCompanyListQuery;
export type EndCustomerListState = EndCustomerListQuery;

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((item) => item === value);
const searchOf = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, COMPANY_SEARCH_MAX);

export function readCompanyList(params: URLSearchParams): CompanyListState {
  const countryId = positiveInt(params.get('country'));
  const tier = oneOf(PARTNER_TIERS, params.get('tier'));
  const tag = oneOf(COMPANY_TAGS, params.get('tag'));
  const state = oneOf(COMPANY_STATES, params.get('state'));
  return {
    q: searchOf(params),
    ...(countryId ? { countryId } : {}),
    ...(tier ? { tier } : {}),
    ...(tag ? { tag } : {}),
    ...(state ? { state } : {}),
    sort: oneOf(COMPANY_SORTS, params.get('sort')) ?? 'name',
    dir: oneOf(COMPANY_SORT_DIRECTIONS, params.get('dir')) ?? 'asc',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeCompanyList(state: CompanyListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.countryId) params.set('country', String(state.countryId));
  if (state.tier) params.set('tier', state.tier);
  if (state.tag) params.set('tag', state.tag);
  if (state.state) params.set('state', state.state);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change of search or filter starts again at page 1; an emptied filter leaves the address. */
export function withCompanyFilter(state: CompanyListState, change: Partial<Omit<CompanyListState, 'page' | 'sort' | 'dir'>>): CompanyListState {
  const next: CompanyListState = { ...state, ...change, page: 1 };
  for (const key of ['countryId', 'tier', 'tag', 'state'] as const) if (next[key] === undefined) delete next[key];
  return next;
}

export const hasCompanyFilters = (state: CompanyListState) => Boolean(state.q || state.countryId || state.tier || state.tag || state.state);

/** A click on a column header: the same column flips its direction, another one starts ascending. */
export function nextCompanySort(state: CompanyListState, column: CompanySort): CompanyListState {
  const dir = state.sort === column && state.dir === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, dir, page: 1 };
}

export function readEndCustomerList(params: URLSearchParams): EndCustomerListState {
  const companyId = positiveInt(params.get('company'));
  return {
    q: searchOf(params),
    ...(companyId ? { companyId } : {}),
    sort: oneOf(END_CUSTOMER_SORTS, params.get('sort')) ?? 'name',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeEndCustomerList(state: EndCustomerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.companyId) params.set('company', String(state.companyId));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
