import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../../lib/hydrated';
import { SearchIcon } from './icons';
import { searchUrl, type SearchBox } from './search';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';

const SearchTypeahead = lazy(() => import('./SearchTypeahead'));

/** Where each box would send the browser without scripts (same parameters as `searchUrl`). */
const ACTION: Record<SearchBox, { action: string; name: string }> = {
  header: { action: '/search', name: 'q' },
  mobile: { action: '/products/search', name: 'search' },
};

const INPUT_CLASS =
  'block w-full rounded-l border border-r-0 border-white/20 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500';

/**
 * The header (desktop) and mobile product search boxes of SPEC.md section 2, with the typeahead of section 5: from 2
 * characters, products and options by name or model code; choosing one opens it, Enter without a choice searches. A
 * blank term does nothing. Without scripts the form still submits to the search page.
 *
 * The header box is shown from 1024 px only (its CSS), so its typeahead is fetched there only (docs/decisions/0012):
 * the server's page and a phone have a plain box of the same look, which the typeahead replaces once fetched, keeping
 * what was typed and the focus. The mobile panel's box is made with the panel, typeahead and all.
 */
export function SearchForm({ box, className = '', onSearch }: { box: SearchBox; className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('nav');
  const [, navigate] = useLocation();
  const term = useRef('');
  // The plain box's input (kept after it leaves the page: the typeahead reads what it held) and whether it had the focus.
  const plain = useRef<PlainBoxState>({ input: null, focused: false });
  const hydrated = useHydrated();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [live, setLive] = useState(box === 'mobile');
  useEffect(() => {
    // A transition: the plain box stays in use until the typeahead's code is there, then gives way in one step.
    if (hydrated && desktop) startTransition(() => setLive(true));
  }, [hydrated, desktop]);

  const go = (url: string, form?: HTMLFormElement) => {
    // Leaves the box: closes the list and drops a pending suggestion request (and the phone's keyboard).
    form?.querySelector('input')?.blur();
    navigate(url);
    onSearch?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = searchUrl(box, term.current);
    if (url) go(url, event.currentTarget);
  };

  const typed = useCallback((value: string) => {
    term.current = value;
  }, []);
  const texts = { label: t('search.label'), name: ACTION[box].name, placeholder: t('search.placeholder'), inputClassName: INPUT_CLASS };
  const plainBox = (
<PlainBox {...texts} state={plain.current} onInput={typed} />
  );

  return (
    <form role="search" aria-label={t('search.landmark')} action={ACTION[box].action} method="get" className={`flex ${className}`} onSubmit={submit}>
      {/* One boundary from the first render: a transition then keeps the plain box on screen (and in use) until the
          typeahead is ready, instead of showing a fresh fallback box. */}
      <Suspense fallback={plainBox}>
        {live ? (
          <SearchTypeahead
            {...texts}
            onSelect={(item) => go(item.url)}
            onInputChange={typed}
            adopt={() => ({ value: plain.current.input?.value ?? '', focused: plain.current.focused })}
          />
        ) : (
          plainBox
        )}
      </Suspense>
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-r border border-white/20 bg-navy-700 px-3 text-white hover:bg-navy-800"
      >
        <SearchIcon width="18" height="18" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </form>
  );
}

interface PlainBoxState {
  input: HTMLInputElement | null;
  focused: boolean;
}

/**
 * The search box before its typeahead arrives: the typeahead's own markup at rest (a collapsed combobox, its empty
 * listbox hidden), so assistive technology and the page's layout see the same box before and after. What a visitor
 * typed before the app took the page over is in the input itself (React did not see it), so the input is kept in
 * `state` for the typeahead to read.
 */
function PlainBox({
  label,
  name,
  placeholder,
  inputClassName,
  state,
  onInput,
}: {
  label: string;
  name: string;
  placeholder: string;
  inputClassName: string;
  state: PlainBoxState;
  onInput(value: string): void;
}) {
  const id = useId();
  const keep = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return; // unmounted: the typeahead that replaces it still reads it
      state.input = input;
      state.focused = document.activeElement === input;
      onInput(input.value);
    },
    [state, onInput],
  );
  return (
    <div className="relative min-w-0 flex-1">
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        ref={keep}
        id={`${id}-input`}
        type="search"
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${id}-listbox`}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        onChange={(event) => onInput(event.target.value)}
        onFocus={() => (state.focused = true)}
        onBlur={(event) => {
          // A box taken off the page (replaced by the typeahead) may report a blur: it had the focus all the same.
          if (event.currentTarget.isConnected) state.focused = false;
        }}
        className={inputClassName}
      />
      <ul id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} hidden />
    </div>
  );
}
