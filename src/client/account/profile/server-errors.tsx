import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';

export interface ServerErrors<F extends string> {
  /** The field's first message, as the server worded it (already in the page's language). */
  fieldError(name: F): string | undefined;
  /** The summary above the form: each field to fix, or one message when no field is to blame. */
  summary: ReactNode;
}

/**
 * A refused save as the page shows it: each message under its field (422 `fieldErrors`), a summary on top (UI-GUIDE:
 * long forms summarise), and focus moved to the first field to fix, in the form's order, so the keyboard and the
 * screen reader start there. A failure that is no field's (a broken body, too many tries, the server) is one message
 * on top, focused instead.
 */
export function useServerErrors<F extends string>(
  error: unknown,
  order: ReadonlyArray<readonly [F, string]>,
  focus: (name: F) => void,
): ServerErrors<F> {
  const { t } = useTranslation('profile');
  const errors = useMemo(() => fieldErrorsOf(error), [error]);
  const fields = order.filter(([name]) => errors[name]?.length);
  const general = useRef<HTMLDivElement>(null);
  const firstField = fields[0]?.[0];

  useEffect(() => {
    if (!error) return;
    if (firstField) focus(firstField);
    else general.current?.focus();
    // Only a new failure moves focus, not a re-render of the same one (focus and order change every render).
  }, [error]);

  let summary: ReactNode = null;
  if (fields.length > 0) {
    summary = (
      <Alert tone="error">
        <p className="font-semibold">{t('errors.title')}</p>
        <p>{t('errors.text')}</p>
        <ul className="mt-2 list-inside list-disc">
          {fields.map(([name, label]) => (
            <li key={name}>
              <button type="button" onClick={() => focus(name)} className="text-left underline underline-offset-2">
                {label}: {errors[name]![0]}
              </button>
            </li>
          ))}
        </ul>
      </Alert>
    );
  } else if (error) {
    summary = (
      <div ref={general} tabIndex={-1} className="outline-none">
        <Alert tone="error">{t(httpStatusOf(error) === 429 ? 'errors.tooMany' : 'errors.failed')}</Alert>
      </div>
    );
  }
  return { fieldError: (name) => errors[name]?.[0], summary };
}
