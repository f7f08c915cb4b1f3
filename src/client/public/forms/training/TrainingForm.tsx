import { useTranslation } from '../../../lib/i18n-react';
import { TRAINING_MAX_ATTENDEES, TRAINING_TIMES, type TrainingSector } from '../../../../shared/enquiries/form-options';
import { TextAreaField } from '../../../components/form/fields';
import { CountrySelect } from '../../../components/form/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormEnd } from '../kit/FormEnd';
import { ProductSelect } from '../kit/ProductSelect';
import { PublicForm } from '../kit/PublicForm';
import { SenderFields } from '../kit/SenderFields';
import { usePublicForm } from '../kit/use-public-form';
import { idOf, SENDER_EMPTY, sendable } from '../kit/values';
import { BookingDayField } from '../kit/BookingDayField';
import { Attendees } from './Attendees';
import type { TrainingValues } from './training-values';
import { productOf, type EnquiryProduct } from '../../enquiry/product';
import type { ReactNode } from 'react';

const EMPTY: TrainingValues = {
  productId: '',
  attendees: [{ name: '' }],
  preferredDate: '',
  preferredTime: '',
  ...SENDER_EMPTY,
};

/**
 * The training enquiry (SPEC.md section 3): product, attendees each with a name (at most 6), preferred date and time
 * (morning or afternoon), who books, and the consents. On a sector's training page it is sent with that sector; in the
 * product page's dialog (`product`, with the dialog's Close for the thanks) the product is the page's, and the dialog
 * names the form. Voltara answers the booking, so sharing with the local dealer is optional (only a quotation requires it).
 */
export function TrainingForm({ sector, product, close }: { sector?: TrainingSector | undefined; product?: EnquiryProduct; close?: ReactNode }) {
  const { t } = useTranslation('forms');
  const state = usePublicForm({
    draftKey: product ? `form:training:product:${product.id}:${product.optionId ?? ''}` : `form:training:${sector ?? 'all'}`,
    empty: EMPTY,
    defaultValues: { attendees: [{ name: '' }] },
    attendees: (form) => form.watch('attendees')?.length ?? 1,
  });
  const { register, control, watch } = state.form;
  const { bind, fieldError } = state;
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = state.submit((values) => ({
    ...sendable('training', values),
    ...(product ? productOf(product) : { productId: idOf(values.productId) }),
    preferredTime: values.preferredTime || null,
    ...(sector ? { sector } : {}),
  }));

  const labels: Array<[string, string]> = [
    ...(product ? [] : [['productId', t('fields.product')] as [string, string]]),
    ['attendees', t('fields.attendees', { max: TRAINING_MAX_ATTENDEES })],
    ...(watch('attendees') ?? []).map((_, index) => [`attendees.${index}.name`, t('fields.attendee', { n: index + 1 })] as [string, string]),
    ['preferredDate', t('fields.preferredDate')],
    ['preferredTime', t('fields.preferredTime')],
    ['name', t('fields.name')],
    ['email', t('fields.email')],
    ['company', t('fields.companyName')],
    ['telephone', t('fields.telephone')],
    ['country', t('fields.country')],
    ['message', t('fields.notes')],
    ['terms', t('consents.termsShort')],
    ['dealer', t('consents.dealerShort')],
  ];

  return (
    <PublicForm
      state={state}
      onSubmit={onSubmit}
      {...(product ? {} : { titleId: 'training-form-title', title: t('training.formTitle') })}
      labels={labels}
      className="space-y-5"
      doneActions={close}
    >
      {!product && <ProductSelect registration={register('productId')} sector={sector} error={fieldError('productId')} />}
      <Attendees control={control} register={register} fieldError={fieldError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <BookingDayField label={t('fields.preferredDate')} error={fieldError('preferredDate')} registration={register('preferredDate')} />
        <ChoiceGroup
          type="radio"
          legend={t('fields.preferredTime')}
          choices={TRAINING_TIMES.map((time) => ({ value: time, label: t(`times.${time}`) }))}
          registration={register('preferredTime')}
          error={fieldError('preferredTime')}
          columns={2}
        />
      </div>
      <SenderFields bind={bind} more={['company', 'telephone']} />
      <CountrySelect registration={register('country')} valueBy="name" label={optional('fields.country')} error={fieldError('country')} />
      <TextAreaField label={optional('fields.notes')} {...bind('message')} />
      <FormEnd state={state} label={t('send.training')} dealer={register('dealer')} />
    </PublicForm>
  );
}
