import { SERIAL_STATUSES, type SerialStatus } from '../../../shared/serials/enums';
import type { AdminSerialListInput } from '../../../shared/serials/admin.schema';
import { currentCursor, readTrail, SERIAL_CURSOR, writeTrail } from './ui/keyset';

/**
 * The serial list keeps its search, filters and place in the address (?q=&status=&product=&company=&due=&at=), so
 * Back from an instrument returns to the same page and a filtered list can be shared. Unknown values are dropped.
 */
export interface SerialListState {
  q: string;
  status?: SerialStatus;
  productId?: number;
  companyId?: number;
  due?: 'due' | 'overdue';
  /** The cursors followed so far (ui/keyset.ts). */
  trail: string[];
}

export type SerialFilter = Omit<SerialListState, 'trail'>;

const isStatus = (value: string | null): value is SerialStatus => (SERIAL_STATUSES as readonly (string | null)[]).includes(value);
const positiveId = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

export function readSerialListState(params: URLSearchParams): SerialListState {
  const status = params.get('status');
  const due = params.get('due');
  const productId = positiveId(params.get('product'));
  const companyId = positiveId(params.get('company'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    ...(isStatus(status) ? { status } : {}),
    ...(productId ? { productId } : {}),
    ...(companyId ? { companyId } : {}),
    ...(due === 'due' || due === 'overdue' ? { due } : {}),
    trail: readTrail(params.get('at'), SERIAL_CURSOR),
  };
}

export function writeSerialListState(state: SerialListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.productId) params.set('product', String(state.productId));
  if (state.companyId) params.set('company', String(state.companyId));
  if (state.due) params.set('due', state.due);
  const at = writeTrail(state.trail);
  if (at) params.set('at', at);
  return params;
}

/** Any change of the search or a filter starts again on the first page; an emptied filter is left out. */
export function withSerialFilter(state: SerialListState, change: Partial<SerialFilter>): SerialListState {
  const next: SerialListState = { ...state, ...change, trail: [] };
  for (const key of ['status', 'productId', 'companyId', 'due'] as const) {
    if (next[key] === undefined || next[key] === null) delete next[key];
  }
  return next;
}

export const hasSerialFilters = (state: SerialListState) => Boolean(state.q || state.status || state.productId || state.companyId || state.due);

/** What the server is asked for (shared/serials/admin.schema.ts AdminSerialListSchema). */
export function serialListInput(state: SerialListState): AdminSerialListInput {
  const { trail, ...filter } = state;
  const after = currentCursor(trail);
  return { ...filter, ...(after ? { after } : {}) };
}
