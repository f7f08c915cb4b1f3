/** SPEC.md sections 5 and 9: at least 2 typed characters before suggestions show. */
export const TYPEAHEAD_MIN_CHARS = 2;
export const TYPEAHEAD_DEBOUNCE_MS = 250;

export interface TypeaheadState<T> {
  /** Exactly what is in the text box. */
  input: string;
  /** The trimmed term that suggestions are (or will be) for; null below the minimum length. */
  term: string | null;
  /** idle: nothing asked; loading: waiting for the search; done: `items` belong to `term`; error: the search failed. */
  status: 'idle' | 'loading' | 'done' | 'error';
  items: T[];
  open: boolean;
  /** Index of the highlighted option (aria-activedescendant), -1 for none. */
  active: number;
  minChars: number;
}

export type TypeaheadAction<T> =
  | { type: 'type'; value: string }
  | { type: 'results'; term: string; items: T[] }
  | { type: 'failed'; term: string }
  | { type: 'move'; delta: 1 | -1 }
  | { type: 'activate'; index: number }
  | { type: 'select'; index: number; label: string }
  | { type: 'close' }
  | { type: 'blur' };

export function initialTypeaheadState<T>(minChars = TYPEAHEAD_MIN_CHARS, input = ''): TypeaheadState<T> {
  return { input, term: null, status: 'idle', items: [], open: false, active: -1, minChars: Math.max(1, minChars) };
}

/**
 * The term to search for, or null when too short. Surrounding spaces do not count (' a' is one character), and
 * characters are counted as code points so an emoji or accented letter typed as one counts as one.
 */
export function searchTerm(value: string, minChars = TYPEAHEAD_MIN_CHARS): string | null {
  const trimmed = value.trim();
  return [...trimmed].length >= Math.max(1, minChars) ? trimmed : null;
}

export function typeaheadReducer<T>(state: TypeaheadState<T>, action: TypeaheadAction<T>): TypeaheadState<T> {
  switch (action.type) {
    case 'type': {
      const term = searchTerm(action.value, state.minChars);
      if (term === null) return { ...state, input: action.value, term: null, status: 'idle', items: [], open: false, active: -1 };
      // Only spaces changed: same search, nothing to ask again.
      if (term === state.term) return { ...state, input: action.value };
      // The previous suggestions stay visible until the new ones arrive (no flicker), but nothing is highlighted, so
      // Enter cannot pick an option the visitor has not seen against the new text.
      return { ...state, input: action.value, term, status: 'loading', active: -1 };
    }
    case 'results':
      // An answer for an older term arrived late (or after the text got too short): ignore it.
      if (action.term !== state.term || state.status !== 'loading') return state;
      return { ...state, status: 'done', items: action.items, open: true, active: -1 };
    case 'failed':
      if (action.term !== state.term || state.status !== 'loading') return state;
      return { ...state, status: 'error', items: [], open: true, active: -1 };
    case 'move': {
      const count = state.items.length;
      if (count === 0) return state;
      // ArrowDown on a closed box with suggestions reopens it, as the WAI-ARIA combobox pattern allows.
      if (!state.open) return { ...state, open: true, active: action.delta === 1 ? 0 : count - 1 };
      const from = state.active === -1 ? (action.delta === 1 ? -1 : count) : state.active;
      return { ...state, active: (from + action.delta + count) % count };
    }
    case 'activate':
      if (action.index < 0 || action.index >= state.items.length) return state;
      return { ...state, active: action.index };
    case 'select':
      if (action.index < 0 || action.index >= state.items.length) return state;
      // The chosen label fills the box; it is not typing, so no new search starts. The old suggestions are dropped so
      // that typing again (even back to the same text) asks afresh and reopens the list.
      return { ...state, input: action.label, term: null, status: 'idle', items: [], open: false, active: -1 };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'blur':
      // A search still running is forgotten (the component cancels it): its answer must not open the list of a box
      // nobody is in, and typing again asks afresh. Suggestions already shown stay, for ArrowDown on return.
      if (state.status !== 'loading') return typeaheadReducer(state, { type: 'close' });
      return { ...state, term: null, status: 'idle', items: [], open: false, active: -1 };
  }
}

/** Whether the list of options is shown (and so aria-expanded): open with at least one option. */
export function listboxVisible<T>(state: TypeaheadState<T>): boolean {
  return state.open && state.items.length > 0;
}

/** Whether 'No results found' is shown: the search for the current term answered with nothing. */
export function showsNoResults<T>(state: TypeaheadState<T>): boolean {
  return state.open && state.status === 'done' && state.items.length === 0;
}

/**
 * Keyboard handling of the text box, as data so it can be tested: the action for a key, or null when the key is
 * left to the browser (so Enter with nothing highlighted still submits a surrounding search form, and Tab moves on).
 * Tab closes the list but must not be prevented; the component dispatches close on blur for that.
 */
export function keyAction<T>(state: TypeaheadState<T>, key: string, itemLabel: (item: T) => string): TypeaheadAction<T> | null {
  switch (key) {
    case 'ArrowDown':
      return state.items.length > 0 ? { type: 'move', delta: 1 } : null;
    case 'ArrowUp':
      return state.items.length > 0 ? { type: 'move', delta: -1 } : null;
    case 'Enter': {
      const item = state.open ? state.items[state.active] : undefined;
      return item === undefined ? null : { type: 'select', index: state.active, label: itemLabel(item) };
    }
    case 'Escape':
      return state.open ? { type: 'close' } : null;
    default:
      return null;
  }
}

export type SearchFn<T> = (term: string, signal: AbortSignal) => Promise<T[]>;

/**
 * Debounces the caller's search and keeps only the newest answer: each new term (or null, when the text got too
 * short) cancels the pending timer and aborts the request in flight, and an answer that still arrives for an older
 * term is dropped. The reducer checks the term again, so a stale answer can never replace newer suggestions.
 */
export function createSearchScheduler<T>(
  search: SearchFn<T>,
  deliver: (action: Extract<TypeaheadAction<T>, { type: 'results' | 'failed' }>) => void,
  delayMs = TYPEAHEAD_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let latest: string | null = null;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  return {
    schedule(term: string | null) {
      if (term === latest && term !== null && (timer !== undefined || controller !== undefined)) return;
      cancel();
      latest = term;
      if (term === null) return;
      timer = setTimeout(() => {
        timer = undefined;
        const own = new AbortController();
        controller = own;
        let answer: Promise<T[]>;
        try {
          answer = Promise.resolve(search(term, own.signal));
        } catch (error) {
          answer = Promise.reject(error);
        }
        answer.then(
          (items) => {
            if (own.signal.aborted || latest !== term) return;
            controller = undefined;
            deliver({ type: 'results', term, items: Array.isArray(items) ? items : [] });
          },
          () => {
            if (own.signal.aborted || latest !== term) return;
            controller = undefined;
            deliver({ type: 'failed', term });
          },
        );
      }, delayMs);
    },
    /** Stops everything pending (unmount, or a selection made). */
    cancel() {
      cancel();
      latest = null;
    },
  };
}
