import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { useTranslation } from '../../lib/i18n-react';
import { TRAINING_MAX_ATTENDEES, type ProductEnquiryKind } from '../../../shared/enquiries/enquiry.schema';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { clearDraft, readDraft, writeDraft } from './draft';
import type { EnquiryProduct } from './product';
import { enquiryErrorKeys } from './errors';
import { useFormTicket } from '../forms/kit/use-form-ticket';
import { BookingDayField } from '../forms/kit/BookingDayField';
import { FormEnd } from '../forms/kit/FormEnd';
import { SENDER_EMPTY, type SenderValues } from '../forms/kit/values';

export interface EnquiryFormValues extends SenderValues {
  quantity: number;
  attendees: Array<{ name: string }>;
  preferredDate: string;
  preferredTime: 'morning' | 'afternoon';
}

const EMPTY: EnquiryFormValues = {
  ...SENDER_EMPTY,
  quantity: 1,
  attendees: [{ name: '' }],
  preferredDate: '',
  preferredTime: 'morning',
};

/**
 * The product's question, enquiry or training form in a dialog (SPEC.md sections 3, 5 and 8). The server validates;
 * its field errors show under each field and, summarised, at the top. The training form keeps a draft until sent.
 */
export default function EnquiryDialog({
  kind,
  product,
  open,
  onOpenChange,
}: {
  kind: ProductEnquiryKind;
  product: EnquiryProduct;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('enquiry');
  const trpc = useTRPC();
  const send = useMutation(trpc.public.enquiries.send.mutationOptions());
  const draftKey = `enquiry:${kind}:${product.id}`;
  const keepsDraft = kind === 'training';
  const { register, handleSubmit, control, reset, watch } = useForm<EnquiryFormValues>({
    defaultValues: { ...EMPTY, ...(keepsDraft ? (readDraft<EnquiryFormValues>(draftKey) ?? {}) : {}), website: '' },
  });
  const attendees = useFieldArray({ control, name: 'attendees' });
  // A new ticket each time the dialog opens: the fill time counts from then, on the server's clock.
  const ticket = useFormTicket(open);
  const [done, setDone] = useState<string | null>(null);
  const summaryId = useId();

  useEffect(() => {
    if (!keepsDraft) return;
    const watcher = watch((values) => writeDraft(draftKey, { ...values, website: '' }));
    return () => watcher.unsubscribe();
  }, [watch, keepsDraft, draftKey]);

  const status = httpStatusOf(send.error);
  const errors = enquiryErrorKeys(fieldErrorsOf(send.error));
  const invalid = status === 422 && Object.keys(errors).length > 0;
  const general = send.error && !invalid ? t(status === 429 ? 'errors.tooMany' : 'errors.failed') : errors.ticket ? t('errors.tooFast') : null;
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    const common = {
      name: values.name,
      email: values.email,
      company: values.company,
      telephone: values.telephone,
      country: values.country,
      productId: product.id,
      ...(product.optionId ? { optionId: product.optionId } : {}),
      consents: { terms: values.terms, dealer: values.dealer, marketing: values.marketing },
      website: values.website,
      ticket: await ticket.take(),
      message: values.message,
    };
    const input =
      kind === 'training'
        ? { kind, ...common, attendees: values.attendees, preferredDate: values.preferredDate, preferredTime: values.preferredTime }
        : kind === 'product-enquiry'
          ? { kind, ...common, ...quantityOf(values.quantity) }
          : { kind, ...common };
    try {
      const answer = await send.mutateAsync(input);
      if (keepsDraft) clearDraft(draftKey);
      reset(EMPTY);
      setDone(answer.message);
    } catch {
      // shown from send.error
    }
  });

  const change = (next: boolean) => {
    if (!next) {
      send.reset();
      setDone(null);
    }
    onOpenChange(next);
  };

  const subject = product.optionName ? `${product.name}, ${product.optionName}` : product.name;
  return (
    <Dialog open={open} onOpenChange={change} title={t(`title.${kind}`)} description={subject} size="lg">
      {done ? (
        <div className="space-y-4">
          <Alert tone="success">{done}</Alert>
          <Button look="send" onClick={() => change(false)}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate aria-describedby={invalid ? summaryId : undefined}>
          {invalid && (
            <div id={summaryId}>
              <Alert tone="error">{t('errors.summary')}</Alert>
            </div>
          )}
          {general && <Alert tone="error">{general}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('fields.name')} autoComplete="name" required error={error('name')} {...register('name')} />
            <TextField label={t('fields.email')} type="email" autoComplete="email" required error={error('email')} {...register('email')} />
            <TextField label={t('fields.company')} autoComplete="organization" error={error('company')} {...register('company')} />
            <TextField label={t('fields.telephone')} type="tel" autoComplete="tel" error={error('telephone')} {...register('telephone')} />
            <TextField label={t('fields.country')} autoComplete="country-name" error={error('country')} {...register('country')} />
            {kind === 'product-enquiry' && (
              <TextField label={t('fields.quantity')} type="number" min={1} max={10000} inputMode="numeric" error={error('quantity')} {...register('quantity')} />
            )}
          </div>

          {kind === 'training' && (
            <fieldset className="space-y-3 rounded border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">{t('fields.attendees', { max: TRAINING_MAX_ATTENDEES })}</legend>
              {attendees.fields.map((field, index) => (
                <div key={field.id} className="flex items-end gap-2">
                  <div className="flex-1">
                    <TextField label={t('fields.attendee', { n: index + 1 })} error={error(`attendees.${index}.name`)} {...register(`attendees.${index}.name`)} />
                  </div>
                  {attendees.fields.length > 1 && (
                    <button type="button" onClick={() => attendees.remove(index)} className="mb-1 rounded px-2 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
                      {t('fields.removeAttendee', { n: index + 1 })}
                    </button>
                  )}
                </div>
              ))}
              {error('attendees') && <p className="text-sm text-red-700">{error('attendees')}</p>}
              {attendees.fields.length < TRAINING_MAX_ATTENDEES ? (
                <button type="button" onClick={() => attendees.append({ name: '' })} className="text-sm font-semibold text-navy-700 underline">
                  {t('fields.addAttendee')}
                </button>
              ) : (
                <p className="text-sm text-slate-600">{t('fields.maxAttendees', { max: TRAINING_MAX_ATTENDEES })}</p>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <BookingDayField label={t('fields.preferredDate')} error={error('preferredDate')} registration={register('preferredDate')} />
                <ChoiceGroup
                  type="radio"
                  legend={t('fields.preferredTime')}
                  columns="row"
                  choices={(['morning', 'afternoon'] as const).map((time) => ({ value: time, label: t(`fields.${time}`) }))}
                  registration={register('preferredTime')}
                  error={error('preferredTime')}
                />
              </div>
            </fieldset>
          )}

          <TextAreaField label={t(kind === 'product-question' ? 'fields.question' : 'fields.message')} required={kind === 'product-question'} error={error('message')} {...register('message')} />

          {/* Voltara answers these itself: sharing with the local dealer is optional (required only for a quotation). */}
          <FormEnd
            state={{ form: { register }, errors: { fields: { terms: errors['consents.terms'], dealer: errors['consents.dealer'] } }, pending: send.isPending }}
            label={t(`submit.${kind}`)}
            dealer={register('dealer')}
          />
        </form>
      )}
    </Dialog>
  );
}

/**
 * The quantity as typed: an empty field leaves the server's default (one); anything else goes as it is, so 0, a
 * fraction or a word is refused beside the field instead of being stored as one (issue 30 item 12).
 */
function quantityOf(typed: number | string): { quantity?: number } {
  const text = String(typed).trim();
  return text === '' ? {} : { quantity: Number(text) };
}

