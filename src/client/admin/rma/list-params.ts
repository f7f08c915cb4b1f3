import { RETURN_STATUSES, type ReturnStatus } from '../../../shared/returns/enums';
import { ID_CURSOR, idCursor, readTrail, writeTrail } from '../serials/ui/keyset';

/**
 * The returns list keeps its status filter, search and place in the address (?status=&q=&at=), so Back from a
 * return lands on the same page. Newest first; the server pages by id (`before`).
 */
export interface RmaListState {
  status?: ReturnStatus;
  q: string;
  trail: string[];
}

const isStatus = (value: string | null): value is ReturnStatus => (RETURN_STATUSES as readonly (string | null)[]).includes(value);

export function readRmaListState(params: URLSearchParams): RmaListState {
  const status = params.get('status');
  return {
    ...(isStatus(status) ? { status } : {}),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    trail: readTrail(params.get('at'), ID_CURSOR),
  };
}

export function writeRmaListState(state: RmaListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  const at = writeTrail(state.trail);
  if (at) params.set('at', at);
  return params;
}

/** A new search or status starts on the first page. */
export function withRmaFilter(state: RmaListState, change: { status?: ReturnStatus | undefined; q?: string }): RmaListState {
  const next: RmaListState = { ...state, ...change, trail: [] };
  if (!next.status) delete next.status;
  return next;
}

/** What admin.rma.list is asked (server/services/returns/admin.ts AdminReturnListSchema). */
export function rmaListInput(state: RmaListState): { status?: ReturnStatus; q: string; before?: number } {
  const before = idCursor(state.trail);
  return { ...(state.status ? { status: state.status } : {}), q: state.q, ...(before ? { before } : {}) };
}
