import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Alert } from '../../../components/ui/Alert';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { formErrorsOf, type FormErrors } from './error-keys';

/** The failed send's errors, and each field's message in the visitor's language (undefined when the field is fine). */
export function useSendErrors(error: unknown, attendees = 0): { errors: FormErrors; fieldError(name: string): string | undefined } {
  const { t } = useTranslation('forms');
  const errors = useMemo(() => formErrorsOf(error, attendees), [error, attendees]);
  return { errors, fieldError: (name) => (errors.fields[name] ? t(errors.fields[name]) : undefined) };
}

/**
 * The top of a form after a failed send: the summary of the fields to fix (in the form's order, `labels`), or one
 * general message (too many forms, too fast, a failure). Focused when a new failure arrives.
 */
export function SendErrors({
  error,
  errors,
  labels,
  onPick,
}: {
  error: unknown;
  errors: FormErrors;
  /** [form field name, its label], in the form's order. */
  labels: ReadonlyArray<readonly [string, string]>;
  onPick(name: string): void;
}) {
  const { t } = useTranslation('forms');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.focus();
  }, [error]);
  const known = labels.filter(([name]) => errors.fields[name]);
  const others = Object.keys(errors.fields).filter((name) => !labels.some(([known]) => known === name));
  const entries = [...known, ...others.map((name) => [name, name] as const)].map(([name, label]) => ({ key: name, label, message: t(errors.fields[name]!) }));
  // SPEC.md's 'Missing / invalid information' and 'Please go through the form and fix your errors'.
  if (entries.length > 0) return <ErrorSummary title={t('summary.title')} messages={[t('summary.text')]} entries={entries} onPick={onPick} focusKey={error} />;
  if (!errors.general) return null;
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <Alert tone="error">{t(errors.general)}</Alert>
    </div>
  );
}
