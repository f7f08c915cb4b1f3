import { useEffect, useId, useRef, useState } from 'react';
import { INPUT, LABEL } from './format';
import { onlyOnThisPage } from '../../../lib/only-on-this-page';

/** Typing settles for this long before the list asks the server again. */
const DEBOUNCE_MS = 300;

/**
 * A list's search box (the enquiries inbox's behaviour): it searches once typing pauses, at once on Enter, and
 * follows the address when Back or "clear filters" changes the term.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  maxLength = 100,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch(term: string): void;
  maxLength?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The latest term and callback, read when the debounce fires (not those of the render that started it).
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    const term = text.trim();
    if (term === latest.current.value) return;
    const timer = setTimeout(onlyOnThisPage(() => latest.current.onSearch(term)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault(); // Enter searches at once
          onSearch(text.trim());
        }}
        placeholder={placeholder}
        maxLength={maxLength}
        className={INPUT}
      />
    </div>
  );
}
