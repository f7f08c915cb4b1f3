import {
  LEAD_DIRECTIONS,
  LEAD_MAX_PAGE,
  LEAD_SEARCH_MAX,
  LEAD_SORTS,
  PORTAL_LEAD_STATUSES,
  type LeadDirection,
  type LeadSort,
  type PortalLeadListInput,
  type PortalLeadStatus,
} from '../../../shared/portal/leads.schema';

/**
 * /portal/leads keeps its search, filter, sort, page and the open lead in the address (?q=&status=&sort=&dir=&page=
 * &lead=), so a link from the "new lead" e-mail opens the lead and Back returns to the same list. Unknown values are
 * dropped; defaults are left out.
 */
export interface LeadListState {
  q: string;
  status?: PortalLeadStatus;
  sort: LeadSort;
  dir: LeadDirection;
  page: number;
}

export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export const pageOf = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Math.min(Number(value), LEAD_MAX_PAGE) : 1);
export const searchOf = (params: URLSearchParams) => (params.get('q') ?? '').slice(0, LEAD_SEARCH_MAX).trim();

/** A lead id from the address, or null when it cannot be one. */
export function leadIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function readLeadList(params: URLSearchParams): LeadListState {
  const status = oneOf(PORTAL_LEAD_STATUSES, params.get('status'));
  return {
    q: searchOf(params),
    ...(status ? { status } : {}),
    sort: oneOf(LEAD_SORTS, params.get('sort')) ?? 'created',
    dir: oneOf(LEAD_DIRECTIONS, params.get('dir')) ?? 'desc',
    page: pageOf(params.get('page')),
  };
}

export function writeLeadList(state: LeadListState, openLead: number | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.sort !== 'created') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  if (openLead !== null) params.set('lead', String(openLead));
  return params;
}

/** A change of the search, filter or sort starts again on page 1; an emptied filter is left out. */
export function withLeadChange(state: LeadListState, change: Partial<Omit<LeadListState, 'page'>>): LeadListState {
  const next: LeadListState = { ...state, ...change, page: 1 };
  if (!next.status) delete next.status;
  return next;
}

export const hasLeadFilters = (state: LeadListState) => Boolean(state.q || state.status);
export const NO_LEAD_FILTERS: LeadListState = { q: '', sort: 'created', dir: 'desc', page: 1 };
export const leadListInput = (state: LeadListState): PortalLeadListInput => ({ ...state });
