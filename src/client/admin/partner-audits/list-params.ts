import type { AdminAuditListInput } from '../../../shared/portal/audits.schema';
import { AUDIT_STATUSES, type AuditStatus } from '../../../shared/portal/enums';
import { leadIdOf, oneOf, pageOf, searchOf } from '../../portal/leads/list-params';

/** /admin/distributors/audits keeps its search, filters and page in the address (?q=&status=&company=&from=&to=&page=). */
export interface AdminAuditListState {
  q: string;
  status?: AuditStatus;
  companyId?: number;
  from?: string;
  to?: string;
  page: number;
}

/** A day in the address: YYYY-MM-DD or nothing (a bad value is dropped rather than sent to be refused). */
export const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

export function readAdminAuditList(params: URLSearchParams): AdminAuditListState {
  const status = oneOf(AUDIT_STATUSES, params.get('status'));
  const companyId = leadIdOf(params.get('company'));
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  return {
    q: searchOf(params),
    ...(status ? { status } : {}),
    ...(companyId ? { companyId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: pageOf(params.get('page')),
  };
}

export function writeAdminAuditList(state: AdminAuditListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.companyId) params.set('company', String(state.companyId));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A new search or filter starts on the first page; an emptied filter leaves the address. */
export function withAdminAuditChange(state: AdminAuditListState, change: Partial<Omit<AdminAuditListState, 'page'>>): AdminAuditListState {
  const next: AdminAuditListState = { ...state, ...change, page: 1 };
  if (!next.status) delete next.status;
  if (!next.companyId) delete next.companyId;
  if (!next.from) delete next.from;
  if (!next.to) delete next.to;
  return next;
}

export const NO_AUDIT_FILTERS: AdminAuditListState = { q: '', page: 1 };
export const hasAdminAuditFilters = (state: AdminAuditListState) => Boolean(state.q || state.status || state.companyId || state.from || state.to);
export const adminAuditListInput = (state: AdminAuditListState): AdminAuditListInput => ({ ...state });
