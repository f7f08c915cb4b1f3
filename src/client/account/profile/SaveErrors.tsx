import { useTranslation } from '../../lib/i18n-react';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { httpStatusOf, type FieldErrors } from '../../lib/trpc-errors';

/**
 * A refused save on top of an account form, in the profile's words: the fields to fix (422 `fieldErrors`, the
 * server's messages), in the form's order (`labels`), each taking the visitor to its field; a failure that is no
 * listed field's (a broken body, too many tries, the server) is one message instead.
 */
export function SaveErrors<F extends string>({ error, errors, labels, onPick }: { error: unknown; errors: FieldErrors; labels: ReadonlyArray<readonly [F, string]>; onPick(name: F): void }) {
  const { t } = useTranslation('profile');
  const listed = Object.fromEntries(labels.flatMap(([name]) => (errors[name]?.length ? [[name, errors[name]]] : [])));
  const general = error && Object.keys(listed).length === 0 ? t(httpStatusOf(error) === 429 ? 'errors.tooMany' : 'errors.failed') : null;
  return (
    <ErrorSummary
      errors={listed}
      general={general}
      order={labels}
      // Every entry is a listed field's.
      onPick={(name) => onPick(name as F)}
      titles={{ fix: t('errors.title'), text: t('errors.text') }}
      focusKey={error}
    />
  );
}
