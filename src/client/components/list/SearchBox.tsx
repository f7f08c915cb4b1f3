import { useEffect, useRef, useState } from 'react';
import { TextField } from '../form/fields';
import { onlyOnThisPage } from '../../lib/only-on-this-page';
import { LIST_SEARCH_MAX } from '../../../shared/list/query';

/** Typing settles for this long before the list asks the server again. */
const DEBOUNCE_MS = 300;

/**
 * The search box of every list: it searches once typing pauses, at once on Enter, and follows the address when Back
 * or "clear filters" changes the term. A hint says what is searched. `className` places the field in its bar.
 */
export function SearchBox({
  label,
  placeholder,
  hint,
  value,
  onSearch,
  maxLength = LIST_SEARCH_MAX,
  className = 'min-w-56 flex-1',
  testId,
}: {
  testId?: string;
  label: string;
  placeholder?: string;
  hint?: string;
  className?: string;
  value: string;
  onSearch(term: string): void;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  // The latest term and callback, read when the debounce fires (not those of the render that started it).
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    const term = text.trim();
    if (term === latest.current.value) return;
    // Compared again when it fires: Enter (or Back) may have searched for this term meanwhile.
    const timer = setTimeout(
      onlyOnThisPage(() => {
        if (term !== latest.current.value) latest.current.onSearch(term);
      }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  return (
    <div className={className}>
      <TextField
        label={label}
        hint={hint}
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
        data-testid={testId}
      />
    </div>
  );
}
