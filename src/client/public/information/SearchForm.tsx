import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { debounce } from '../widgets/debounce';

/** How long typing pauses before the list follows it. */
const LIVE_DELAY_MS = 300;

/**
 * The filter form of the FAQ and troubleshooting pages: a real GET form (`action` and named fields), so it works
 * before the app has taken the page over and without JavaScript, the server answering ?q= itself. Once the app runs,
 * sending it moves within the app, and typing filters as you go (the URL follows, replacing the history entry).
 */
export function SearchForm({
  action,
  q,
  label,
  hrefFor,
  children,
}: {
  action: string;
  /** The search the page shows (from its URL). */
  q: string;
  label: string;
  /** The page's URL for a search, keeping the form's other fields (the troubleshooting product). */
  hrefFor(q: string, form: HTMLFormElement): string;
  /** Fields before the text field (the troubleshooting page's product select). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const [, navigate] = useLocation();
  const [value, setValue] = useState(q);
  // Follow the URL (back button, a link) unless it is the search this box just made.
  const [shown, setShown] = useState(q);
  if (q !== shown) {
    setShown(q);
    if (value.trim() !== q) setValue(q);
  }
  const form = useRef<HTMLFormElement>(null);
  const live = useMemo(
    () =>
      debounce((term: string) => {
        if (form.current) navigate(hrefFor(term.trim(), form.current), { replace: true });
      }, LIVE_DELAY_MS),
    [navigate, hrefFor],
  );
  useEffect(() => () => live.cancel(), [live]);
  return (
    <form
      ref={form}
      role="search"
      action={action}
      method="get"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        live.cancel();
        // What the box shows, read from the form: it may hold text typed before the app took the page over.
        const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(hrefFor(term, event.currentTarget));
      }}
    >
      {children}
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          name="q"
          type="search"
          value={value}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            live(event.target.value);
          }}
        />
      </div>
      <Button look="send" type="submit">
        {t('search')}
      </Button>
    </form>
  );
}
