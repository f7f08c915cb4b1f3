import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SearchIcon } from './icons';
import { searchUrl, type SearchBox } from './search';

/** Where each box would send the browser without scripts (same parameters as `searchUrl`). */
const ACTION: Record<SearchBox, { action: string; name: string }> = {
  header: { action: '/search', name: 'q' },
  mobile: { action: '/products/search', name: 'search' },
};

/** The header (desktop) and mobile product search boxes of SPEC.md section 2; a blank term does nothing. */
export function SearchForm({ box, className = '', onSearch }: { box: SearchBox; className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('nav');
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = searchUrl(box, term);
    if (!url) return;
    navigate(url);
    onSearch?.();
  };

  return (
    <form
      role="search"
      aria-label={t('search.landmark')}
      action={ACTION[box].action}
      method="get"
      className={`flex ${className}`}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name={ACTION[box].name}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-l border border-r-0 border-white/20 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
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
