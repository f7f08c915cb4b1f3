import type { EnrolmentListInput } from '../../../shared/courses/admin.schema';

/**
 * The participants list keeps its course filter, search and page in the address (?course=&q=&page=), so Back
 * returns to the same list and a filtered list can be shared. Unknown values fall back to the defaults.
 */
export interface EnrolmentListState {
  courseId?: number;
  q: string;
  page: number;
}

const positiveInt = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined);

export function readEnrolmentListState(params: URLSearchParams): EnrolmentListState {
  const courseId = positiveInt(params.get('course'));
  return {
    ...(courseId ? { courseId } : {}),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeEnrolmentListState(state: EnrolmentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.courseId) params.set('course', String(state.courseId));
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change of the filters starts again at page 1. */
export function withEnrolmentFilter(state: EnrolmentListState, change: Partial<Omit<EnrolmentListState, 'page'>>): EnrolmentListState {
  const next: EnrolmentListState = { ...state, ...change, page: 1 };
  if (!next.courseId) delete next.courseId;
  return next;
}

export const hasEnrolmentFilters = (state: EnrolmentListState) => Boolean(state.courseId || state.q);

export const enrolmentListInput = (state: EnrolmentListState): EnrolmentListInput => ({
  ...(state.courseId ? { courseId: state.courseId } : {}),
  q: state.q,
  page: state.page,
});
