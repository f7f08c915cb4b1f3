import { ROLES, type Role } from '../../../shared/auth/roles';
import { PORTAL_MAX_PAGE, PORTAL_SEARCH_MAX, SORT_DIRECTIONS, type SortDirection } from '../../../shared/portal/serials.schema';
import { USER_SORTS, USER_STATES, type PortalUserListInput, type UserSort, type UserState } from '../../../shared/portal/team.schema';

/** /portal/users keeps its search, filters, sort and page in the address (?q=&state=&role=&sort=&dir=&page=). */
export interface UserListState {
  q: string;
  state?: UserState;
  role?: Role;
  sort: UserSort;
  dir: SortDirection;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readUserList(params: URLSearchParams): UserListState {
  const page = params.get('page');
  const state = oneOf(USER_STATES, params.get('state'));
  const role = oneOf(ROLES, params.get('role'));
  return {
    q: (params.get('q') ?? '').slice(0, PORTAL_SEARCH_MAX).trim(),
    ...(state ? { state } : {}),
    ...(role ? { role } : {}),
    sort: oneOf(USER_SORTS, params.get('sort')) ?? 'name',
    dir: oneOf(SORT_DIRECTIONS, params.get('dir')) ?? 'asc',
    page: page && /^[1-9]\d{0,8}$/.test(page) ? Math.min(Number(page), PORTAL_MAX_PAGE) : 1,
  };
}

export function writeUserList(state: UserListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.state) params.set('state', state.state);
  if (state.role) params.set('role', state.role);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const userListInput = (state: UserListState): PortalUserListInput => ({ ...state });

/** A change of search, filter or sort starts again at page 1. */
export const withUserChange = (state: UserListState, change: Partial<Omit<UserListState, 'page'>>): UserListState => {
  const next: UserListState = { ...state, ...change, page: 1 };
  if (!next.state) delete next.state;
  if (!next.role) delete next.role;
  return next;
};

export const hasUserFilters = (state: UserListState) => state.q !== '' || state.state !== undefined || state.role !== undefined;
