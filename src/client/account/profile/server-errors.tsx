import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { Alert } from '../../components/ui/Alert';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';

export interface ServerErrors<F extends string> {
  /** The field's first message, as the server worded it (already in the page's language). */
  fieldError(name: F): string | undefined;
  /** The summary above the form: each field to fix, or one message when no field is to blame. */
  summary: ReactNode;
}

/**
 * A refused save as the page shows it: each message under its field (422 `fieldErrors`), and the summary on top
 * (UI-GUIDE: long forms summarise), focused so it is read first, each entry taking the visitor to its field, in the
 * form's order. A failure that is no field's (a broken body, too many tries, the server) is one message on top,
 * focused instead.
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
  const anyField = fields.length > 0;

  // The summary focuses itself; only a new failure moves focus, not a re-render of the same one.
  useEffect(() => {
    if (error && !anyField) general.current?.focus();
  }, [error, anyField]);

  let summary: ReactNode = null;
  if (fields.length > 0) {
    summary = (
      <ErrorSummary
        title={t('errors.title')}
        messages={[t('errors.text')]}
        entries={fields.map(([name, label]) => ({ key: name, label, message: errors[name]![0]! }))}
        onPick={focus}
        focusKey={error}
      />
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
