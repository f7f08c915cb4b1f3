import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SearchSuggestion } from '../../../../shared/catalog/search.schema';
import { Typeahead } from '../../../components/ui/Typeahead';
import { SearchIcon } from './icons';
import { searchUrl, type SearchBox } from './search';
import { useSearchSuggestions } from './use-search-suggestions';

/** Where each box would send the browser without scripts (same parameters as `searchUrl`). */
const ACTION: Record<SearchBox, { action: string; name: string }> = {
  header: { action: '/search', name: 'q' },
  mobile: { action: '/products/search', name: 'search' },
};

const TEXTS = { namespace: 'nav', keyPrefix: 'search.suggestions' };
const INPUT_CLASS =
  'block w-full rounded-l border border-r-0 border-white/20 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500';

/**
 * The header (desktop) and mobile product search boxes of SPEC.md section 2, with the typeahead of section 5: from 2
 * characters, products and options by name or model code; choosing one opens it, Enter without a choice searches. A
 * blank term does nothing. Without scripts the form still submits to the search page.
 */
export function SearchForm({ box, className = '', onSearch }: { box: SearchBox; className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('nav');
  const [, navigate] = useLocation();
  const term = useRef('');
  const suggest = useSearchSuggestions();

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

  return (
    <form role="search" aria-label={t('search.landmark')} action={ACTION[box].action} method="get" className={`flex ${className}`} onSubmit={submit}>
      <Typeahead<SearchSuggestion>
        label={t('search.label')}
        hideLabel
        type="search"
        name={ACTION[box].name}
        placeholder={t('search.placeholder')}
        search={suggest}
        onSelect={(item) => go(item.url)}
        onInputChange={(value) => (term.current = value)}
        itemLabel={(item) => item.name}
        itemKey={(item) => `${item.kind}-${item.id}`}
        renderItem={(item) => <Suggestion item={item} />}
        texts={TEXTS}
        className="min-w-0 flex-1"
        inputClassName={INPUT_CLASS}
      />
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

/** One suggestion: picture, name and model code (the option's text colour follows the highlighted state). */
function Suggestion({ item }: { item: SearchSuggestion }) {
  return (
    <span className="flex items-center gap-3">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded bg-white object-contain" />
      ) : (
        <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{item.name}</span>
        {item.modelCode && <span className="block text-xs tabular-nums opacity-75">{item.modelCode}</span>}
      </span>
    </span>
  );
}
