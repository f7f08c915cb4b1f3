import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryKind, type EnquiryStatus } from '../../../shared/catalog/enums';
import type { InboxFilter, InboxListQuery } from '../../../shared/enquiries/inbox.schema';

/**
 * The inbox keeps its filters and page in the address (?kind=&status=&mine=1&q=&page=), so Back from an enquiry
 * returns to the same list and a filtered list can be shared. Unknown values fall back to "all".
 */
export type InboxState = InboxListQuery;

const isKind = (value: string | null): value is EnquiryKind => (ENQUIRY_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly (string | null)[]).includes(value);
const positiveInt = (value: string | null) => (value && /^\d{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export function readInboxState(params: URLSearchParams): InboxState {
  const kind = params.get('kind');
  const status = params.get('status');
  const search = params.get('q')?.trim().slice(0, 200);
  return {
    ...(isKind(kind) ? { kind } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('mine') === '1' ? { mine: true } : {}),
    ...(search ? { search } : {}),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The filter part as address parameters: the list's own address and the CSV export's. */
export function filterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind) params.set('kind', filter.kind);
  if (filter.status) params.set('status', filter.status);
  if (filter.mine) params.set('mine', '1');
  if (filter.search) params.set('q', filter.search);
  return params;
}

export function writeInboxState(state: InboxState): URLSearchParams {
  const params = filterParams(state);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function exportHref(filter: InboxFilter): string {
  const query = filterParams(filter).toString();
  return `/api/admin/enquiries/export.csv${query ? `?${query}` : ''}`;
}

/** Any change of a filter starts again at page 1; an emptied filter is left out. */
export function withFilter(state: InboxState, change: Partial<InboxFilter>): InboxState {
  const next: InboxState = { ...state, ...change, page: 1 };
  for (const key of ['kind', 'status', 'mine', 'search'] as const) {
    if (next[key] === undefined || next[key] === '' || next[key] === false) delete next[key];
  }
  return next;
}

export const hasFilters = (state: InboxState) => Boolean(state.kind || state.status || state.mine || state.search);
