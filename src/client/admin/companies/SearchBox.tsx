import { useEffect, useId, useRef, useState } from 'react';
import { COMPANY_SEARCH_MAX } from '../../../shared/portal/companies.schema';
import { onlyOnThisPage } from '../../lib/only-on-this-page';

/** Typing settles for this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

/** A labelled search box that searches as the admin types (debounced) and at once on Enter; follows the address. */
export function SearchBox({ label, placeholder, value, onSearch, testId }: { label: string; placeholder: string; value: string; onSearch(q: string): void; testId?: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    const term = text.trim();
    if (term === latest.current.value) return;
    const timer = setTimeout(onlyOnThisPage(() => latest.current.onSearch(term)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // Back/forward or "clear filters" changes the address: the box follows.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={COMPANY_SEARCH_MAX}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSearch(text.trim());
          }
        }}
        className="rounded border border-slate-300 bg-white px-3 py-2 text-sm"
      />
    </div>
  );
}

/** A compact labelled select of the filter bars. */
export function FilterSelect({ label, value, onChange, children, testId }: { label: string; value: string; onChange(value: string): void; children: React.ReactNode; testId?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
      {label}
      <select value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)} className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal">
        {children}
      </select>
    </label>
  );
}
