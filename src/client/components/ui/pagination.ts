import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** SPEC.md section 9: 10 page links per block (1-10, 11-20, ...). */
export const PAGES_PER_BLOCK = 10;

export interface PageState {
  /** The page shown, always within 1..lastPage (1 when there are no records). */
  current: number;
  total: number;
  perPage: number;
  /** 0 when there are no records, so no page is reachable. */
  lastPage: number;
  /** 1-based positions of the first and last record on the current page; both 0 when there are no records. */
  from: number;
  to: number;
  /** The block of page links that holds the current page, and those links (empty with no records). */
  blockStart: number;
  blockEnd: number;
  pages: number[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Invalid inputs are clamped, never thrown: the current page usually comes from a URL (?page=abc, ?page=-3, a page
 * that no longer exists after a delete) and the totals from the server, and a pagination bar must not take the
 * listing down with it. Rules: fractions are floored; a total that is not a finite number or is negative counts as 0
 * records; a per-page count that is not a finite number or is below 1 counts as 1 (there is no meaningful default
 * to guess, and 1 keeps every record reachable); the current page goes to 1 when it is not a number or below 1, and
 * to the last page when beyond it (SPEC.md section 5: pages only from 1 to the last).
 */
export function computePages(current: number, total: number, perPage: number): PageState {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const safePerPage = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : 1;
  const lastPage = Math.ceil(safeTotal / safePerPage);
  const requested = Number.isFinite(current) ? Math.floor(current) : 1;
  const page = Math.min(Math.max(requested, 1), Math.max(lastPage, 1));

  if (lastPage === 0) {
    return {
      current: 1,
      total: 0,
      perPage: safePerPage,
      lastPage: 0,
      from: 0,
      to: 0,
      blockStart: 0,
      blockEnd: 0,
      pages: [],
      hasPrevious: false,
      hasNext: false,
    };
  }

  const blockStart = Math.floor((page - 1) / PAGES_PER_BLOCK) * PAGES_PER_BLOCK + 1;
  const blockEnd = Math.min(blockStart + PAGES_PER_BLOCK - 1, lastPage);
  const pages: number[] = [];
  for (let p = blockStart; p <= blockEnd; p++) pages.push(p);

  return {
    current: page,
    total: safeTotal,
    perPage: safePerPage,
    lastPage,
    from: (page - 1) * safePerPage + 1,
    to: Math.min(page * safePerPage, safeTotal),
    blockStart,
    blockEnd,
    pages,
    hasPrevious: page > 1,
    hasNext: page < lastPage,
  };
}

/**
 * Where a click on a control leads: the page, or null when the click must do nothing (outside 1..lastPage, not a
 * whole number, or the page already shown), so callers never receive an out-of-range page.
 */
export function pageTarget(state: PageState, requested: number): number | null {
  if (!Number.isInteger(requested) || requested < 1 || requested > state.lastPage) return null;
  return requested === state.current ? null : requested;
}

export type PaginationItem =
  | { kind: 'first' | 'previous' | 'next' | 'last'; target: number | null }
  | { kind: 'page'; page: number; current: boolean };

/**
 * The controls of the bar, in order, each with where it leads (target null = disabled at an edge). First and last are
 * there only with edge navigation (SPEC.md section 9); previous and next always, moving one page, which also crosses
 * into the neighbouring block of 10. No records: no controls at all.
 */
export function paginationItems(state: PageState, { edgeNavigation = false } = {}): PaginationItem[] {
  if (state.lastPage === 0) return [];
  const items: PaginationItem[] = [];
  if (edgeNavigation) items.push({ kind: 'first', target: pageTarget(state, 1) });
  items.push({ kind: 'previous', target: pageTarget(state, state.current - 1) });
  for (const page of state.pages) items.push({ kind: 'page', page, current: page === state.current });
  items.push({ kind: 'next', target: pageTarget(state, state.current + 1) });
  if (edgeNavigation) items.push({ kind: 'last', target: pageTarget(state, state.lastPage) });
  return items;
}

/** The subset of i18next's `t` this module needs, so it can be tested without React. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * 'Showing {from} to {to} of {count} records' (singular and the other plural forms), or the empty text.
 * `count` stays a number so i18next picks the plural form (count_one, count_other, and count_many where the language
 * has it), while `replace` supplies the formatted figures that are shown in its place.
 */
export function countText(t: Translate, state: PageState, language: string): string {
  if (state.total === 0) return t('pagination.empty');
  return t('pagination.count', {
    count: state.total,
    replace: {
      from: formatNumber(state.from, localeOf(language)),
      to: formatNumber(state.to, localeOf(language)),
      count: formatNumber(state.total, localeOf(language)),
    },
  });
}
