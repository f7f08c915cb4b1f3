import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { ReturnInput } from '../../../shared/returns/return.schema';
import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { RETURN_FORM_LABELS } from '../../../shared/returns/form-labels';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { SubmitButton } from '../../components/form/fields';
import { clearDraft } from '../../public/forms/kit/draft';
import { useFormDraft } from '../../public/forms/kit/use-draft';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { useFieldName } from '../../lib/use-field-name';
import { BookingSections } from './BookingSections';
import { checkReturn, type FormPath } from './checks';
import { DetailsSections } from './DetailsSections';
import { fieldId } from './field-id';
import type { ReturnFormValues } from './form-values';
import { LinesSection } from './LinesSection';
import { serverProblems } from './server-errors';
import { ShippingSections } from './ShippingSections';
import { toReturnInput } from './to-input';

/**
 * Who books and what follows: the account books its own return (account.returns.create), a partner one for an end
 * customer (portal.returns.create). `instruments` fill "My instruments" on each line (none: the select is left out).
 */
interface SummaryState {
  fields: Array<{ path: FormPath; message: string }>;
  /** Failures no field shows: the server's words, or ours when it did not answer. */
  general: string[];
}

/** The summary entry's way to its field: into view, then focused. */
function goTo(path: FormPath) {
  const control = document.getElementById(fieldId(path));
  control?.scrollIntoView({ block: 'center' });
  control?.focus();
}

export interface ReturnBooking {
  book: (input: ReturnInput) => Promise<{ id: number }>;
  pending: boolean;
  onBooked: (id: number) => void;
  instruments: readonly MyInstrument[];
}

/**
 * The return form, one page in SPEC.md's order. It is checked here first (checks.ts mirrors the server), then sent;
 * a 422's field errors go to their fields. Either way each field shows its message and the summary on top takes the
 * focus. A draft is kept in the browser (the public forms' hook) until the return is booked.
 * `pristine` is the account's own prefill: a draft from an earlier visit wins over it, but not over what the
 * visitor's link asked for (the instrument and booking type in `defaults`).
 */
export function ReturnForm({ defaults, pristine, draftKey, booking }: { defaults: ReturnFormValues; pristine: ReturnFormValues; draftKey: string; booking: ReturnBooking }) {
  const { t } = useTranslation('returns');
  // Errors are summarised and the summary is focused, rather than jumping to the first field.
  const form = useForm<ReturnFormValues>({ defaultValues: defaults, shouldFocusError: false });
  useFormDraft(form, draftKey, pristine);
  const [summary, setSummary] = useState<SummaryState | null>(null);
  const label = useFieldName(RETURN_FORM_LABELS);

  const report = (next: SummaryState) => {
    for (const field of next.fields) form.setError(field.path, { type: 'check', message: field.message });
    setSummary(next);
  };

  const send = async (values: ReturnFormValues) => {
    const problems = checkReturn(values);
    const input = problems.length === 0 ? toReturnInput(values) : null;
    if (!input) {
      report({ fields: problems.map((problem) => ({ path: problem.path, message: t(`errors.${problem.key}`) })), general: [] });
      return;
    }
    try {
      const created = await booking.book(input);
      clearDraft(draftKey);
      booking.onBooked(created.id);
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 422) {
        const { fields, general } = serverProblems(fieldErrorsOf(error), values.lines.length);
        const messages = fields.map((field) => ({ path: field.path, message: field.key ? t(`errors.${field.key}`) : field.message }));
        report({ fields: messages, general: general.length === 0 && messages.length === 0 ? [t('errors.failed')] : general });
      } else {
        report({ fields: [], general: [t(status === 429 ? 'errors.tooMany' : 'errors.failed')] });
      }
    }
  };

  // Every run starts clean: a field whose control is not on screen (a kit part typed, then chosen) keeps no old error.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors();
    void form.handleSubmit(send)(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="return-form-title">
        <p className="text-sm text-slate-600">
          {t('form.requiredNote')} {t('form.draftNote')}
        </p>
        {summary && (
          <ErrorSummary
            titles={{ fix: t('summary.title'), failed: t('summary.failed') }}
            general={summary.general}
            errors={Object.fromEntries(summary.fields.map((field) => [field.path, [field.message]]))}
            labelOf={label}
            // Every entry is one of the summary's fields, named by its path.
            onPick={(path) => goTo(path as FormPath)}
            focusKey={summary}
          />
        )}
        <DetailsSections />
        <LinesSection instruments={booking.instruments} />
        <BookingSections />
        <ShippingSections />
        <SubmitButton pending={booking.pending}>{booking.pending ? t('form.sending') : t('form.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
