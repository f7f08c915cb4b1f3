import { LEAD_DIRECTIONS, LEAD_SORTS, type AdminLeadListInput, type LeadDirection, type LeadSort } from '../../../shared/portal/leads.schema';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/portal/enums';
import { leadIdOf, oneOf, pageOf, searchOf } from '../../portal/leads/list-params';

/** /admin/distributors/leads keeps its search, filters, sort and page in the address. */
export interface AdminLeadListState {
  q: string;
  status?: LeadStatus;
  companyId?: number;
  countryId?: number;
  sort: LeadSort;
  dir: LeadDirection;
  page: number;
}

export function readAdminLeadList(params: URLSearchParams): AdminLeadListState {
  const status = oneOf(LEAD_STATUSES, params.get('status'));
  const companyId = leadIdOf(params.get('company'));
  const countryId = leadIdOf(params.get('country'));
  return {
    q: searchOf(params),
    ...(status ? { status } : {}),
    ...(companyId ? { companyId } : {}),
    ...(countryId ? { countryId } : {}),
    sort: oneOf(LEAD_SORTS, params.get('sort')) ?? 'created',
    dir: oneOf(LEAD_DIRECTIONS, params.get('dir')) ?? 'desc',
    page: pageOf(params.get('page')),
  };
}

export function writeAdminLeadList(state: AdminLeadListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.companyId) params.set('company', String(state.companyId));
  if (state.countryId) params.set('country', String(state.countryId));
  if (state.sort !== 'created') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function withAdminLeadChange(state: AdminLeadListState, change: Partial<Omit<AdminLeadListState, 'page'>>): AdminLeadListState {
  const next: AdminLeadListState = { ...state, ...change, page: 1 };
  if (!next.status) delete next.status;
  if (!next.companyId) delete next.companyId;
  if (!next.countryId) delete next.countryId;
  return next;
}

export const hasAdminLeadFilters = (state: AdminLeadListState) => Boolean(state.q || state.status || state.companyId || state.countryId);
export const adminLeadListInput = (state: AdminLeadListState): AdminLeadListInput => ({ ...state });
