import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES, type ServiceJobKind, type ServiceJobStatus } from '../../../shared/portal/enums';
import type { AdminServiceJobListInput } from '../../../shared/portal/services.schema';
import { leadIdOf, oneOf, pageOf, searchOf } from '../../portal/leads/list-params';

/** /admin/distributors/service-jobs keeps its search, filters and page in the address (?q=&status=&kind=&company=&page=). */
export interface AdminJobListState {
  q: string;
  status?: ServiceJobStatus;
  kind?: ServiceJobKind;
  companyId?: number;
  page: number;
}

export function readAdminJobList(params: URLSearchParams): AdminJobListState {
  const status = oneOf(SERVICE_JOB_STATUSES, params.get('status'));
  const kind = oneOf(SERVICE_JOB_KINDS, params.get('kind'));
  const companyId = leadIdOf(params.get('company'));
  return {
    q: searchOf(params),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(companyId ? { companyId } : {}),
    page: pageOf(params.get('page')),
  };
}

export function writeAdminJobList(state: AdminJobListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.kind) params.set('kind', state.kind);
  if (state.companyId) params.set('company', String(state.companyId));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function withAdminJobChange(state: AdminJobListState, change: Partial<Omit<AdminJobListState, 'page'>>): AdminJobListState {
  const next: AdminJobListState = { ...state, ...change, page: 1 };
  if (!next.status) delete next.status;
  if (!next.kind) delete next.kind;
  if (!next.companyId) delete next.companyId;
  return next;
}

export const NO_JOB_FILTERS: AdminJobListState = { q: '', page: 1 };
export const hasAdminJobFilters = (state: AdminJobListState) => Boolean(state.q || state.status || state.kind || state.companyId);
/** Newest received first, as the portal's list. */
export const adminJobListInput = (state: AdminJobListState): AdminServiceJobListInput => ({ ...state, sort: 'received', dir: 'desc' });
