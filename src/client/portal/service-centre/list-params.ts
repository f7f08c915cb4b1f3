import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES, type ServiceJobKind, type ServiceJobStatus } from '../../../shared/portal/enums';
import { SERVICE_JOB_SORTS, type ServiceJobListInput, type ServiceJobSort } from '../../../shared/portal/services.schema';
import { PORTAL_MAX_PAGE, PORTAL_SEARCH_MAX, SORT_DIRECTIONS, type SortDirection } from '../../../shared/portal/serials.schema';
import { idOf } from './paths';

/**
 * /portal/services keeps its search, filters, sort, page and the open job in the address
 * (?q=&status=&kind=&sort=&dir=&page=&job=), so a filtered list or a job can be shared and Back works. Unknown values
 * are dropped; the defaults are left out.
 */
export interface JobListState {
  q: string;
  status?: ServiceJobStatus;
  kind?: ServiceJobKind;
  sort: ServiceJobSort;
  dir: SortDirection;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readJobList(params: URLSearchParams): JobListState {
  const status = oneOf(SERVICE_JOB_STATUSES, params.get('status'));
  const kind = oneOf(SERVICE_JOB_KINDS, params.get('kind'));
  const page = params.get('page');
  return {
    q: (params.get('q') ?? '').slice(0, PORTAL_SEARCH_MAX).trim(),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    sort: oneOf(SERVICE_JOB_SORTS, params.get('sort')) ?? 'received',
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? 'desc',
    page: page && /^[1-9]\d{0,8}$/.test(page) ? Math.min(Number(page), PORTAL_MAX_PAGE) : 1,
  };
}

export function writeJobList(state: JobListState, job: number | null = null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status) params.set('status', state.status);
  if (state.kind) params.set('kind', state.kind);
  if (state.sort !== 'received') params.set('sort', state.sort);
  if (state.dir !== 'desc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  if (job !== null) params.set('job', String(job));
  return params;
}

/** Any change of the search, a filter or the sort starts again on the first page; an emptied filter is left out. */
export function withJobChange(state: JobListState, change: Partial<Omit<JobListState, 'page'>>): JobListState {
  const next: JobListState = { ...state, ...change, page: 1 };
  if (!next.status) delete next.status;
  if (!next.kind) delete next.kind;
  return next;
}

export const hasJobFilters = (state: JobListState) => Boolean(state.q || state.status || state.kind);
export const NO_JOB_FILTERS: JobListState = { q: '', sort: 'received', dir: 'desc', page: 1 };
export const jobListInput = (state: JobListState): ServiceJobListInput => ({ ...state });
export const openJobOf = (params: URLSearchParams) => idOf(params.get('job'));
