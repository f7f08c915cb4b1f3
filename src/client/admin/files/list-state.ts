import {
  DOWNLOAD_AUDIENCES,
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_SORTS,
  type DownloadListQuery,
  type DownloadSort,
} from '../../../shared/files/download.schema';

/**
 * The downloads list keeps search, filters, sort and page in the address (?q=&audience=&category=&sort=&dir=&page=),
 * so opening a download beside the list, or Back, keeps the same list. Unknown values fall back to the defaults.
 */
export type ListState = DownloadListQuery;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export function readListState(params: URLSearchParams): ListState {
  const search = params.get('q')?.trim().slice(0, 100);
  const audience = oneOf(DOWNLOAD_AUDIENCES, params.get('audience'));
  const category = oneOf(DOWNLOAD_CATEGORIES, params.get('category'));
  return {
    ...(search ? { search } : {}),
    ...(audience ? { audience } : {}),
    ...(category ? { category } : {}),
    sort: oneOf(DOWNLOAD_SORTS, params.get('sort')) ?? 'sort',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query string for a state ('' for the defaults), with its leading '?'. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.audience) params.set('audience', state.audience);
  if (state.category) params.set('category', state.category);
  if (state.sort !== 'sort') params.set('sort', state.sort);
  if (state.dir !== 'asc') params.set('dir', state.dir);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function nextSort(state: ListState, column: DownloadSort): ListState {
  return { ...state, sort: column, dir: state.sort === column && state.dir === 'asc' ? 'desc' : 'asc', page: 1 };
}

export function withFilter(state: ListState, change: Partial<Pick<ListState, 'search' | 'audience' | 'category'>>): ListState {
  const next: ListState = { ...state, ...change, page: 1 };
  for (const key of ['search', 'audience', 'category'] as const) if (!next[key]) delete next[key];
  return next;
}
