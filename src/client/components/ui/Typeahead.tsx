import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CONTROL } from '../form/parts';
import {
  createSearchScheduler,
  initialTypeaheadState,
  keyAction,
  listboxVisible,
  searchTerm,
  showsNoResults,
  typeaheadReducer,
  TYPEAHEAD_DEBOUNCE_MS,
  TYPEAHEAD_MIN_CHARS,
  type SearchFn,
  type TypeaheadState,
} from './typeahead';

export interface TypeaheadProps<T> {
  /** The visible (or, with hideLabel, screen-reader-only) label of the text box. */
  label: string;
  hideLabel?: boolean;
  /**
   * The text box's id, for a label drawn outside (a form's field frame): the typeahead then draws no label of its own,
   * and its list is named by `label`.
   */
  inputId?: string;
  /** A form's error on the box: marks it invalid and points at the message (the message's id). */
  invalid?: boolean;
  describedBy?: string;
  /** Asked for suggestions once minChars characters are typed, debounced; a newer term aborts the older request. */
  search: SearchFn<T>;
  onSelect(item: T): void;
  /** The text of an item: shown in the box once chosen, and in the list unless renderItem is given. */
  itemLabel(item: T): string;
  renderItem?(item: T, status: { active: boolean; index: number }): ReactNode;
  itemKey?(item: T, index: number): string | number;
  /** SPEC.md sections 5 and 9: 2 by default. */
  minChars?: number;
  /** Read once, when the component mounts. */
  debounceMs?: number;
  /** Told about every change of the text, e.g. to submit it as a plain search. */
  onInputChange?(value: string): void;
  defaultValue?: string;
  noResultsText?: string;
  placeholder?: string;
  name?: string;
  type?: 'text' | 'search';
  className?: string;
  /** Replaces the text box's own look (e.g. joined to a search button). */
  inputClassName?: string;
  /**
   * Where the list's messages (noResults, error, results_one/other) are read: ui:typeahead by default. The public
   * header reads them from its own namespace, so it does not wait for the ui file before it can render.
   */
  texts?: { namespace: string; keyPrefix: string };
  /**
   * Takes over a plain text box this typeahead replaces (the header search box, see SearchForm): read once, at
   * mount, for what the visitor had typed there and whether it had the focus.
   */
  adopt?(): { value: string; focused: boolean };
}

const UI_TEXTS = { namespace: 'ui', keyPrefix: 'typeahead' };

/**
 * The typeahead: an editable combobox with list autocomplete (WAI-ARIA 1.2 combobox pattern). Focus stays in the text
 * box; the highlighted option is conveyed by aria-activedescendant. ArrowDown/ArrowUp move with wrap-around, Enter
 * picks the highlighted option, Escape closes, Tab leaves (closing on blur). State rules live in ./typeahead.
 */
export function Typeahead<T>({
  label,
  hideLabel = false,
  inputId,
  invalid = false,
  describedBy,
  search,
  onSelect,
  itemLabel,
  renderItem,
  itemKey,
  minChars = TYPEAHEAD_MIN_CHARS,
  debounceMs = TYPEAHEAD_DEBOUNCE_MS,
  onInputChange,
  defaultValue = '',
  noResultsText,
  placeholder,
  name,
  type = 'text',
  className = '',
  inputClassName = CONTROL,
  texts = UI_TEXTS,
  adopt,
}: TypeaheadProps<T>) {
  const { t } = useTranslation(texts.namespace, { keyPrefix: texts.keyPrefix });
  const id = useId();
  const ids = { input: inputId ?? `${id}-input`, label: `${id}-label`, list: `${id}-listbox` };
  const optionId = (index: number) => `${id}-option-${index}`;
  const [state, dispatch] = useReducer(typeaheadReducer<T>, undefined, () =>
    initialTypeaheadState<T>(minChars, defaultValue),
  );

  // The latest search prop is read through a ref, so callers may pass an inline function without restarting the
  // scheduler (and losing the debounce) on every render.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const [scheduler] = useState(() =>
    createSearchScheduler<T>((term, signal) => searchRef.current(term, signal), dispatch, debounceMs),
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const expanded = listboxVisible(state);
  const noResults = showsNoResults(state);
  const failed = state.open && state.status === 'error';

  // Keeps the highlighted option in view when the list scrolls.
  useEffect(() => {
    if (expanded && state.active >= 0) document.getElementById(`${id}-option-${state.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, state.active, id]);

  const change = (value: string) => {
    const term = searchTerm(value, state.minChars);
    if (term !== state.term) scheduler.schedule(term);
    dispatch({ type: 'type', value });
    onInputChange?.(value);
  };

  // Text typed into a server-rendered box before the app took the page over is the visitor's: pick it up (and look
  // it up) instead of leaving the box's state empty behind it.
  // The same goes for a plain box it replaces: its text, and the focus (the caret goes to the end).
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const adopted = adopt?.();
    const typed = adopted?.value ?? inputRef.current?.value ?? '';
    if (typed !== state.input) change(typed);
    if (adopted?.focused) inputRef.current?.focus();
    // Once, at mount: later changes arrive through onChange.
  }, []);

  const choose = (index: number) => {
    const item = state.items[index];
    if (item === undefined) return;
    scheduler.cancel();
    dispatch({ type: 'select', index, label: itemLabel(item) });
    onInputChange?.(itemLabel(item));
    onSelect(item);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter confirms an IME composition, not an option
    const action = keyAction(state, event.key, itemLabel);
    if (!action) return; // left to the browser: Tab moves on, Enter without a highlighted option submits a form
    event.preventDefault();
    if (action.type === 'select') choose(action.index);
    else dispatch(action);
  };

  return (
    <div className={`relative ${className}`}>
      {inputId === undefined && (
        <label
          id={ids.label}
          htmlFor={ids.input}
          className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}
        >
          {label}
        </label>
      )}
      <input
        ref={inputRef}
        id={ids.input}
        type={type}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={state.input}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => {
          // Leaving the box (or submitting its form) drops a pending search, so a late answer cannot reopen the list.
          scheduler.cancel();
          dispatch({ type: 'blur' });
        }}
        className={inputClassName}
      />
      <ul
        id={ids.list}
        role="listbox"
        aria-labelledby={inputId === undefined ? ids.label : undefined}
        aria-label={inputId === undefined ? undefined : label}
        hidden={!expanded}
        // Keeps focus in the text box (also while dragging the scrollbar), so blur does not close the list first.
        onMouseDown={(event) => event.preventDefault()}
        className={`${POPUP} max-h-72 overflow-y-auto py-1`}
      >
        {state.items.map((item, index) => {
          const active = index === state.active;
          return (
            <li
              key={itemKey ? itemKey(item, index) : index}
              id={optionId(index)}
              role="option"
              aria-selected={active}
              onMouseMove={() => {
                if (!active) dispatch({ type: 'activate', index });
              }}
              onClick={() => choose(index)}
              className={`cursor-pointer px-3 py-2 text-slate-900 ${active ? 'bg-navy-900 text-white' : 'hover:bg-slate-100'}`}
            >
              {renderItem ? renderItem(item, { active, index }) : itemLabel(item)}
            </li>
          );
        })}
      </ul>
      {(noResults || failed) && (
        // Already announced by the live region below; hidden from screen readers so it is not read twice.
        <p aria-hidden="true" className={`${POPUP} px-3 py-2 text-sm ${failed ? 'text-red-700' : 'text-slate-600'}`}>
          {failed ? t('error') : (noResultsText ?? t('noResults'))}
        </p>
      )}
      <div role="status" className="sr-only">
        {announcement(state, t, noResultsText)}
      </div>
    </div>
  );
}

const POPUP = 'absolute z-30 mt-1 w-full rounded border border-slate-200 bg-white shadow-lg';

/** What the polite live region says once an answer is in: how many suggestions, none, or that the search failed. */
function announcement<T>(
  state: TypeaheadState<T>,
  t: (key: string, options?: Record<string, unknown>) => string,
  noResultsText: string | undefined,
): string {
  if (!state.open) return '';
  if (state.status === 'error') return t('error');
  if (state.status !== 'done') return '';
  return state.items.length === 0 ? (noResultsText ?? t('noResults')) : t('results', { count: state.items.length });
}
