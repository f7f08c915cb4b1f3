import { useEffect, useId, useRef, useState } from 'react';
import { PORTAL_SEARCH_MAX } from '../../../shared/portal/serials.schema';
import { SEARCH_DEBOUNCE_MS } from '../../account/instruments/use-debounced-value';
import { onlyOnThisPage } from '../../lib/only-on-this-page';

/**
 * A list's search box: it searches once typing pauses, at once on Enter, and follows the address when Back or "Clear
 * filters" changes the term (the pending search then compares against the new term and does nothing).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch(term: string): void;
  testId: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    const timer = setTimeout(
      onlyOnThisPage(() => {
        const term = text.trim();
        if (term !== latest.current.value) latest.current.onSearch(term);
      }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={PORTAL_SEARCH_MAX}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault(); // Enter searches at once
          onSearch(text.trim());
        }}
        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700"
      />
    </div>
  );
}
