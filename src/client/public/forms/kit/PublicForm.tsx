import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { FormDone } from './FormDone';
import type { PublicFormState } from './use-public-form';

/**
 * A public form's frame: its title (`hideTitle` where the page's heading says it already; none where the page or the
 * dialog names the form), the note on required fields (and on the kept draft), and on top after a failed send
 * SPEC.md's 'Missing / invalid information' and 'Please go through the form and fix your errors' with the fields to
 * fix, in the form's order (`labels`: [field, label]), each taking the visitor to its field; or the one message of a
 * failure no field shows. Once sent, the server's thanks instead of the form (with `doneActions`: a dialog's Close).
 */
export function PublicForm<V extends FieldValues>({
  state,
  onSubmit,
  titleId,
  title,
  hideTitle = false,
  draftNote = true,
  labels,
  onPick = (name) => state.form.setFocus(name as Path<V>),
  className = 'space-y-6',
  doneActions,
  children,
}: {
  state: PublicFormState<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The id of the heading that names the form: its own `title`'s, or the page's. None in a dialog, which names it. */
  titleId?: string;
  title?: string;
  hideTitle?: boolean;
  draftNote?: boolean;
  labels: ReadonlyArray<readonly [string, string]>;
  /** The server names a field by its form name; a form whose controls are named otherwise finds them itself. */
  onPick?(name: string): void;
  className?: string;
  doneActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  if (state.done)
    return (
      <FormDone message={state.done} onAgain={state.again} actions={doneActions} />
    );
  const { fields, general } = state.errors;
  const messages = Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, [t(key)]]));
  return (
    <form onSubmit={onSubmit} noValidate className={`relative ${className}`} aria-labelledby={titleId}>
      {title && (
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-2xl font-bold text-navy-900'}>
          {title}
        </h2>
      )}
      <p className="text-sm text-slate-600">{draftNote ? `${t('requiredNote')} ${t('draftNote')}` : t('requiredNote')}</p>
      <ErrorSummary
        errors={messages}
        general={general && Object.keys(fields).length === 0 ? t(general) : null}
        order={labels}
        onPick={onPick}
        titles={{ fix: t('summary.title'), text: t('summary.text') }}
        focusKey={state.error}
      />
      {children}
    </form>
  );
}
