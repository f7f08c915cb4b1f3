import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider } from '../../src/client/lib/i18n-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Typeahead } from '../../src/client/components/ui/Typeahead';
import {
  createSearchScheduler,
  initialTypeaheadState,
  keyAction,
  listboxVisible,
  searchTerm,
  showsNoResults,
  typeaheadReducer,
  TYPEAHEAD_MIN_CHARS,
  type TypeaheadAction,
  type TypeaheadState,
} from '../../src/client/components/ui/typeahead';
import en from '../../locales/en/ui.json';

type Item = { id: number; name: string };
const ITEMS: Item[] = [
  { id: 1, name: 'PHD Holiday Detector' },
  { id: 2, name: 'PHD Pro' },
  { id: 3, name: 'PHD Mini' },
];
const label = (item: Item) => item.name;
const run = (actions: TypeaheadAction<Item>[], state = initialTypeaheadState<Item>()) =>
  actions.reduce<TypeaheadState<Item>>(typeaheadReducer, state);
/** Typed 'ph' and the search answered with the three items. */
const withResults = () => run([{ type: 'type', value: 'ph' }, { type: 'results', term: 'ph', items: ITEMS }]);
const press = (state: TypeaheadState<Item>, ...keys: string[]) =>
  keys.reduce((s, key) => {
    const action = keyAction(s, key, label);
    return action ? typeaheadReducer(s, action) : s;
  }, state);

describe('minimum characters (SPEC.md sections 5 and 9)', () => {
  it('asks nothing below 2 characters, trimmed, counting code points', () => {
    expect(TYPEAHEAD_MIN_CHARS).toBe(2);
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('p')).toBeNull();
    expect(searchTerm(' p  ')).toBeNull();
    expect(searchTerm('😀')).toBeNull();
    expect(searchTerm('ph')).toBe('ph');
    expect(searchTerm('  ph ')).toBe('ph');
    expect(searchTerm('p', 1)).toBe('p');
    expect(searchTerm('phd', 4)).toBeNull();
  });

  it('stays idle and closed below the minimum, and clears suggestions when the text gets short again', () => {
    expect(run([{ type: 'type', value: 'p' }])).toMatchObject({ input: 'p', term: null, status: 'idle', open: false });
    const shortened = typeaheadReducer(withResults(), { type: 'type', value: 'p' });
    expect(shortened).toMatchObject({ term: null, status: 'idle', items: [], open: false, active: -1 });
    expect(typeaheadReducer(shortened, { type: 'results', term: 'ph', items: ITEMS })).toBe(shortened);
  });

  it('starts loading at the minimum and opens when results for that term arrive', () => {
    const loading = run([{ type: 'type', value: 'ph' }]);
    expect(loading).toMatchObject({ term: 'ph', status: 'loading', open: false });
    const done = typeaheadReducer(loading, { type: 'results', term: 'ph', items: ITEMS });
    expect(done).toMatchObject({ status: 'done', open: true, active: -1, items: ITEMS });
    expect(listboxVisible(done)).toBe(true);
  });
});

describe('stale answers', () => {
  it('ignores results for an older term in the reducer', () => {
    const state = run([{ type: 'type', value: 'ph' }, { type: 'type', value: 'phd' }]);
    expect(typeaheadReducer(state, { type: 'results', term: 'ph', items: ITEMS })).toBe(state);
    expect(typeaheadReducer(state, { type: 'failed', term: 'ph' })).toBe(state);
    expect(typeaheadReducer(state, { type: 'results', term: 'phd', items: [ITEMS[0]!] }).items).toHaveLength(1);
  });
});

describe('debounced search scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing, asks only for the last term, and aborts older requests', async () => {
    const search = vi.fn((term: string, _signal: AbortSignal) => Promise.resolve(ITEMS.filter((i) => i.name.includes(term))));
    const delivered: unknown[] = [];
    const scheduler = createSearchScheduler<Item>(search, (a) => delivered.push(a), 250);
    scheduler.schedule('PH');
    await vi.advanceTimersByTimeAsync(200);
    scheduler.schedule('PHD');
    await vi.advanceTimersByTimeAsync(200);
    expect(search).not.toHaveBeenCalled();
    scheduler.schedule('PHD P');
    await vi.advanceTimersByTimeAsync(250);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('PHD P');
    expect(delivered).toEqual([{ type: 'results', term: 'PHD P', items: [ITEMS[1]] }]);
  });

  it('drops an answer that arrives after a newer term, and anything after the text got too short', async () => {
    const pending: Array<{ term: string; signal: AbortSignal; resolve(items: Item[]): void }> = [];
    const search = (term: string, signal: AbortSignal) =>
      new Promise<Item[]>((resolve) => pending.push({ term, signal, resolve }));
    const delivered: Array<{ type: string; term: string }> = [];
    const scheduler = createSearchScheduler<Item>(search, (a) => delivered.push(a), 250);

    scheduler.schedule('ph');
    await vi.advanceTimersByTimeAsync(250);
    scheduler.schedule('phd');
    await vi.advanceTimersByTimeAsync(250);
    expect(pending.map((p) => [p.term, p.signal.aborted])).toEqual([['ph', true], ['phd', false]]);
    pending[1]!.resolve([ITEMS[0]!]);
    pending[0]!.resolve(ITEMS); // the slow, older answer comes last
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual([{ type: 'results', term: 'phd', items: [ITEMS[0]] }]);

    scheduler.schedule('pro');
    await vi.advanceTimersByTimeAsync(250);
    scheduler.schedule(null);
    pending[2]!.resolve(ITEMS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(delivered).toHaveLength(1);
  });

  it('reports a failed search for the current term, and cancel stops a pending one', async () => {
    const delivered: unknown[] = [];
    const failing = createSearchScheduler<Item>(() => Promise.reject(new Error('offline')), (a) => delivered.push(a), 250);
    failing.schedule('ph');
    await vi.advanceTimersByTimeAsync(250);
    expect(delivered).toEqual([{ type: 'failed', term: 'ph' }]);

    const search = vi.fn(() => Promise.resolve(ITEMS));
    const cancelled = createSearchScheduler<Item>(search, (a) => delivered.push(a), 250);
    cancelled.schedule('ph');
    cancelled.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe('keyboard', () => {
  it('wraps ArrowDown and ArrowUp around the list', () => {
    const s = withResults();
    expect(press(s, 'ArrowDown').active).toBe(0);
    expect(press(s, 'ArrowDown', 'ArrowDown', 'ArrowDown').active).toBe(2);
    expect(press(s, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown').active).toBe(0);
    expect(press(s, 'ArrowUp').active).toBe(2);
    expect(press(s, 'ArrowDown', 'ArrowUp').active).toBe(2);
  });

  it('selects the highlighted item with Enter and fills the box with its label', () => {
    const s = press(withResults(), 'ArrowDown', 'ArrowDown');
    expect(keyAction(s, 'Enter', label)).toEqual({ type: 'select', index: 1, label: 'PHD Pro' });
    const chosen = press(s, 'Enter');
    expect(chosen).toMatchObject({ input: 'PHD Pro', open: false, active: -1, term: null, items: [] });
    // Typing again, even back to the same text, asks afresh.
    expect(typeaheadReducer(chosen, { type: 'type', value: 'ph' })).toMatchObject({ term: 'ph', status: 'loading' });
  });

  it('leaves Enter to the browser when nothing is highlighted, and Tab always', () => {
    expect(keyAction(withResults(), 'Enter', label)).toBeNull();
    expect(keyAction(press(withResults(), 'ArrowDown'), 'Tab', label)).toBeNull();
  });

  it('closes with Escape and reopens with ArrowDown', () => {
    const closed = press(withResults(), 'ArrowDown', 'Escape');
    expect(closed).toMatchObject({ open: false, active: -1 });
    expect(listboxVisible(closed)).toBe(false);
    expect(keyAction(closed, 'Escape', label)).toBeNull();
    expect(press(closed, 'ArrowDown')).toMatchObject({ open: true, active: 0 });
    expect(press(closed, 'Enter')).toBe(closed);
  });

  it('follows the mouse and ignores out-of-range indexes', () => {
    const s = typeaheadReducer(withResults(), { type: 'activate', index: 2 });
    expect(s.active).toBe(2);
    expect(typeaheadReducer(s, { type: 'activate', index: 3 })).toBe(s);
    expect(typeaheadReducer(s, { type: 'select', index: 7, label: 'x' })).toBe(s);
  });

  it('does not highlight stale suggestions while a new term loads', () => {
    const s = typeaheadReducer(press(withResults(), 'ArrowDown'), { type: 'type', value: 'phd' });
    expect(s).toMatchObject({ status: 'loading', active: -1, items: ITEMS });
    expect(keyAction(s, 'Enter', label)).toBeNull();
  });
});

describe('leaving the box', () => {
  it('forgets a search still running, so its late answer cannot open the list, and asks again on typing', () => {
    const left = typeaheadReducer(run([{ type: 'type', value: 'ph' }]), { type: 'blur' });
    expect(left).toMatchObject({ input: 'ph', term: null, status: 'idle', open: false });
    expect(typeaheadReducer(left, { type: 'results', term: 'ph', items: ITEMS })).toBe(left);
    expect(typeaheadReducer(left, { type: 'type', value: 'ph ' })).toMatchObject({ term: 'ph', status: 'loading' });
  });

  it('keeps suggestions already shown, for ArrowDown on return', () => {
    const left = typeaheadReducer(withResults(), { type: 'blur' });
    expect(left).toMatchObject({ open: false, status: 'done', items: ITEMS });
    expect(press(left, 'ArrowDown')).toMatchObject({ open: true, active: 0 });
  });
});

describe("'No results found'", () => {
  it('shows when the search for the current term returns nothing, not while loading or on error', () => {
    const loading = run([{ type: 'type', value: 'zz' }]);
    expect(showsNoResults(loading)).toBe(false);
    const none = typeaheadReducer(loading, { type: 'results', term: 'zz', items: [] });
    expect(showsNoResults(none)).toBe(true);
    expect(listboxVisible(none)).toBe(false);
    expect(keyAction(none, 'ArrowDown', label)).toBeNull();
    expect(showsNoResults(typeaheadReducer(loading, { type: 'failed', term: 'zz' }))).toBe(false);
    expect(showsNoResults(typeaheadReducer(none, { type: 'close' }))).toBe(false);
    expect(en.typeahead.noResults).toBe('No results found');
  });
});

describe('<Typeahead> markup', () => {
  it('renders a labelled WAI-ARIA 1.2 combobox controlling a hidden listbox', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { en: { ui: en } } });
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n },
        createElement(Typeahead<Item>, { label: 'Search products', search: async () => ITEMS, onSelect() {}, itemLabel: label }),
      ),
    );
    const listId = /role="listbox" aria-labelledby="[^"]+" hidden=""/.test(html) && /id="([^"]+)" role="listbox"/.exec(html)?.[1];
    expect(listId).toBeTruthy();
    expect(html).toContain(`role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${listId}"`);
    expect(html).not.toContain('aria-activedescendant');
    expect(html).toMatch(/<label id="[^"]+" for="[^"]+"[^>]*>Search products<\/label>/);
    expect(html).toContain('role="status"');
  });
});
