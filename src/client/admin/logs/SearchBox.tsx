import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';

/** A search applied on submit (Enter or the button), with a hint under the field and a button to clear it. */
export function SearchBox({ value, onSearch, hint }: { value: string; onSearch(value: string): void; hint: string }) {
  const { t } = useTranslation('admin-logs');
  const id = useId();
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {t('search')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="w-72 rounded border border-slate-300 bg-white px-3 py-2"
        />
      </div>
      <button type="submit" className="rounded bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800">
        {t('searchButton')}
      </button>
      {value !== '' && (
        <button
          type="button"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
          className="rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-slate-100"
        >
          {t('clear')}
        </button>
      )}
      <p id={`${id}-hint`} className="w-full text-xs text-slate-500">
        {hint}
      </p>
    </form>
  );
}
