import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { TRAINING_MAX_ATTENDEES, TRAINING_TIMES, type TrainingSector } from '../../../../shared/enquiries/form-options';
import { SubmitButton, TextAreaField, TextField } from '../../../components/form/fields';
import { clearDraft } from '../../enquiry/draft';
import { Consents } from '../kit/Consents';
import { CountrySelect } from '../kit/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormDone } from '../kit/FormDone';
import { Honeypot } from '../kit/Honeypot';
import { ProductSelect } from '../kit/ProductSelect';
import { SendErrors, useSendErrors } from '../kit/SendErrors';
import { useFormDraft } from '../kit/use-draft';
import { useSend } from '../kit/use-send';
import { idOf } from '../kit/values';
import { BookingDayField } from '../kit/BookingDayField';
import { Attendees } from './Attendees';
import type { TrainingValues } from './training-values';

const EMPTY: TrainingValues = {
  productId: '',
  attendees: [{ name: '' }],
  preferredDate: '',
  preferredTime: '',
  name: '',
  email: '',
  company: '',
  telephone: '',
  country: '',
  message: '',
  terms: false,
  dealer: false,
  marketing: false,
  website: '',
};

/**
 * The training enquiry (SPEC.md section 3): product, attendees each with a name (at most 6), preferred date and time
 * (morning or afternoon), who books, and the consents. It is the product page's training booking (kind `training`),
 * sent with the sector of the page it came from. Voltara answers the booking, so sharing with the local dealer is
 * optional here, as on the product page (only a quotation requires it).
 */
export function TrainingForm({ sector }: { sector?: TrainingSector | undefined }) {
  const { t } = useTranslation('forms');
  const draftKey = `form:training:${sector ?? 'all'}`;
  const form = useForm<TrainingValues>({ defaultValues: { attendees: [{ name: '' }] } });
  const { register, handleSubmit, reset, setFocus, control, watch } = form;
  useFormDraft(form, draftKey);
  const { send, again, done, pending, error } = useSend();
  const attendeeCount = watch('attendees')?.length ?? 1;
  const { errors, fieldError } = useSendErrors(error, attendeeCount);
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      kind: 'training',
      productId: idOf(values.productId),
      attendees: values.attendees,
      preferredDate: values.preferredDate,
      preferredTime: values.preferredTime || null,
      name: values.name,
      email: values.email,
      company: values.company,
      telephone: values.telephone,
      country: values.country,
      message: values.message,
      ...(sector ? { sector } : {}),
      consents: { terms: values.terms, dealer: values.dealer, marketing: values.marketing },
      website: values.website,
    });
    if (sent) {
      reset(EMPTY);
      clearDraft(draftKey);
    }
  });

  if (done) return <FormDone message={done} onAgain={again} />;

  const labels: Array<[string, string]> = [
    ['productId', t('fields.product')],
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
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-labelledby="training-form-title">
      <h2 id="training-form-title" className="text-2xl font-bold text-navy-900">
        {t('training.formTitle')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('requiredNote')} {t('draftNote')}
      </p>
      <SendErrors error={error} errors={errors} labels={labels} onPick={(name) => setFocus(name as keyof TrainingValues)} />

      <ProductSelect registration={register('productId')} sector={sector} error={fieldError('productId')} />
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} autoComplete="name" aria-required="true" error={fieldError('name')} {...register('name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" aria-required="true" error={fieldError('email')} {...register('email')} />
        <TextField label={optional('fields.companyName')} autoComplete="organization" error={fieldError('company')} {...register('company')} />
        <TextField label={optional('fields.telephone')} type="tel" autoComplete="tel" error={fieldError('telephone')} {...register('telephone')} />
      </div>
      <CountrySelect registration={register('country')} valueBy="name" label={optional('fields.country')} error={fieldError('country')} />
      <TextAreaField label={optional('fields.notes')} error={fieldError('message')} {...register('message')} />
      <Honeypot registration={register('website')} />
      <Consents terms={register('terms')} dealer={register('dealer')} marketing={register('marketing')} errors={{ terms: errors.fields.terms, dealer: errors.fields.dealer }} />
      <SubmitButton pending={pending}>{pending ? t('sending') : t('send.training')}</SubmitButton>
    </form>
  );
}
