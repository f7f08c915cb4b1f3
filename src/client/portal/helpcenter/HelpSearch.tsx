import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { HELP_SEARCH_MAX } from '../../../shared/portal/helpcenter.schema';
import { debounce } from '../../public/widgets/debounce';

/** How long typing pauses before the list follows it. */
const LIVE_DELAY_MS = 300;

/** The help centre's search box: the list follows the typing (after a pause) and the Search button. */
export function HelpSearch({ q, onSearch }: { q: string; onSearch(q: string, options: { replace: boolean }): void }) {
  const { t } = useTranslation('portal-pages');
  const id = useId();
  const [value, setValue] = useState(q);
  // Follow the address (Back, "Show all articles") unless it is the search this box just made.
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (value.trim() !== q) setValue(q);
  }
  const live = useMemo(() => debounce((term: string) => onSearch(term.trim(), { replace: true }), LIVE_DELAY_MS), [onSearch]);
  useEffect(() => () => live.cancel(), [live]);
  return (
    <form
      role="search"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        live.cancel();
        onSearch(value.trim(), { replace: false });
      }}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('helpcenter.searchLabel')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          value={value}
          maxLength={HELP_SEARCH_MAX}
          autoComplete="off"
          data-testid="helpcentre-search"
          onChange={(event) => {
            setValue(event.target.value);
            live(event.target.value);
          }}
          className="block w-full rounded border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700"
        />
      </div>
      <button type="submit" className="rounded bg-navy-900 px-5 py-2 font-semibold text-white hover:bg-navy-800">
        {t('helpcenter.searchButton')}
      </button>
    </form>
  );
}
