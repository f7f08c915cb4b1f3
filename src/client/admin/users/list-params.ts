import { isRole } from '../../../shared/auth/roles';
import {
  ADMIN_USER_SORTS,
  NO_COMPANY,
  SORT_DIRECTIONS,
  type AdminUserListQuery,
  type AdminUserSort,
  type SortDirection,
} from '../../../shared/users/admin-users.schema';

/**
 * The users list keeps its search, filters, sort and page in the address (?q=&role=&company=&sort=&dir=&page=), so
 * Back from a user returns to the same list and a filtered list can be shared. Unknown values fall back to defaults.
 */
export type ListState = AdminUserListQuery;

const isSort = (value: string | null): value is AdminUserSort => (ADMIN_USER_SORTS as readonly (string | null)[]).includes(value);
const isDir = (value: string | null): value is SortDirection => (SORT_DIRECTIONS as readonly (string | null)[]).includes(value);
const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export function readListState(params: URLSearchParams): ListState {
  const role = params.get('role');
  const company = params.get('company');
  const sort = params.get('sort');
  const dir = params.get('dir');
  const search = params.get('q')?.trim().slice(0, 200);
  return {
    ...(search ? { search } : {}),
    ...(isRole(role) ? { role } : {}),
    ...(company === NO_COMPANY ? { company: NO_COMPANY } : positiveInt(company) ? { company: positiveInt(company)! } : {}),
    sort: isSort(sort) ? sort : 'name',
    dir: isDir(dir) ? dir : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The address for a state; defaults are left out so the plain list stays at /admin/users. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.role) params.set('role', state.role);
  if (state.company !== undefined) params.set('company', String(state.company));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A click on a column header: the same column flips its direction, another column starts ascending. */
export function nextSort(state: ListState, column: AdminUserSort): ListState {
  const dir: SortDirection = state.sort === column && state.dir === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, dir, page: 1 };
}

/** Any change of search or filter starts again at page 1. */
export function withFilter(state: ListState, change: Partial<Pick<ListState, 'search' | 'role' | 'company'>>): ListState {
  const next: ListState = { ...state, ...change, page: 1 };
  for (const key of ['search', 'role', 'company'] as const) if (next[key] === undefined || next[key] === '') delete next[key];
  return next;
}

export const hasFilters = (state: ListState) => Boolean(state.search || state.role || state.company !== undefined);
