import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { CALIBRATION_DELIVERY } from '../../../../shared/enquiries/form-options';
import type { MyInstrument } from '../../../../shared/serials/instruments.types';
import { SubmitButton, TextAreaField, TextField } from '../../../components/form/fields';
import { clearDraft } from '../../enquiry/draft';
import { Consents } from '../kit/Consents';
import { CountrySelect } from '../kit/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormSection } from '../../../components/form/FormSection';
import { FormDone } from '../kit/FormDone';
import { Honeypot } from '../kit/Honeypot';
import { ProductSelect } from '../kit/ProductSelect';
import { SendErrors, useSendErrors } from '../kit/SendErrors';
import { useFormDraft } from '../kit/use-draft';
import { useSend } from '../kit/use-send';
import { idOf } from '../kit/values';
import { BookingDayField } from '../kit/BookingDayField';
import { ACCOUNT_FIELDS, useAccountPrefill } from './use-account-prefill';
import { MyInstrumentSelect } from './MyInstrumentSelect';

interface CalibrationValues {
  productId: string;
  serial: string;
  preferredDate: string;
  delivery: string;
  returnAddress: string;
  countryId: string;
  name: string;
  email: string;
  telephone: string;
  companyName: string;
  message: string;
  terms: boolean;
  dealer: boolean;
  marketing: boolean;
  website: string;
}

const EMPTY: CalibrationValues = {
  productId: '',
  serial: '',
  preferredDate: '',
  delivery: '',
  returnAddress: '',
  countryId: '',
  name: '',
  email: '',
  telephone: '',
  companyName: '',
  message: '',
  terms: false,
  dealer: false,
  marketing: false,
  website: '',
};

const DRAFT = 'form:calibration';

/**
 * /services/calibration/book: the instrument (product and serial number, as typed, or for a signed-in customer one of
 * their registered instruments), the preferred date, collection or drop-off, the return address, who books, and the
 * consents. The laboratory may pass a booking to a service partner only with the visitor's agreement (optional).
 */
export function CalibrationForm() {
  const { t } = useTranslation('forms');
  const form = useForm<CalibrationValues>();
  const { register, handleSubmit, reset, setFocus, setValue, clearErrors, control } = form;
  const [productId, serial] = useWatch({ control, name: ['productId', 'serial'] });
  const pickInstrument = (instrument: MyInstrument | null) => {
    setValue('productId', instrument ? String(instrument.productId) : '', { shouldDirty: true });
    setValue('serial', instrument ? instrument.serialNumber : '', { shouldDirty: true });
    clearErrors(['productId', 'serial']);
  };
  useFormDraft(form, DRAFT);
  const { getValues } = form;
  useAccountPrefill((account) => {
    for (const field of ACCOUNT_FIELDS) if (account[field] && !getValues(field)) setValue(field, account[field]);
  });
  const { send, again, done, pending, error } = useSend();
  const { errors, fieldError } = useSendErrors(error);
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      kind: 'calibration',
      productId: idOf(values.productId),
      serial: values.serial,
      preferredDate: values.preferredDate,
      delivery: values.delivery || null,
      returnAddress: values.returnAddress,
      countryId: idOf(values.countryId),
      name: values.name,
      email: values.email,
      telephone: values.telephone,
      companyName: values.companyName,
      message: values.message,
      consents: { terms: values.terms, dealer: values.dealer, marketing: values.marketing },
      website: values.website,
    });
    if (sent) {
      reset(EMPTY);
      clearDraft(DRAFT);
    }
  });

  if (done) return <FormDone message={done} onAgain={again} />;

  const labels: Array<[string, string]> = [
    ['productId', t('fields.product')],
    ['serial', t('fields.serial')],
    ['preferredDate', t('fields.preferredDate')],
    ['delivery', t('fields.delivery')],
    ['returnAddress', t('fields.returnAddress')],
    ['countryId', t('fields.country')],
    ['name', t('fields.name')],
    ['email', t('fields.email')],
    ['telephone', t('fields.telephone')],
    ['companyName', t('fields.companyName')],
    ['message', t('fields.notes')],
    ['terms', t('consents.termsShort')],
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-6" aria-labelledby="calibration-form-title">
      <h2 id="calibration-form-title" className="sr-only">
        {t('titles.calibrationBook')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('requiredNote')} {t('draftNote')}
      </p>
      <SendErrors error={error} errors={errors} labels={labels} onPick={(name) => setFocus(name as keyof CalibrationValues)} />

      <FormSection title={t('calibration.instrument')}>
        <MyInstrumentSelect productId={productId ?? ''} serial={serial ?? ''} onPick={pickInstrument} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ProductSelect registration={register('productId')} error={fieldError('productId')} />
          <TextField label={t('fields.serial')} hint={t('fields.serialHint')} autoComplete="off" aria-required="true" error={fieldError('serial')} {...register('serial')} />
        </div>
      </FormSection>

      <FormSection title={t('calibration.when')}>
        <BookingDayField label={t('fields.preferredDate')} error={fieldError('preferredDate')} registration={register('preferredDate')} />
        <ChoiceGroup
          type="radio"
          legend={t('fields.delivery')}
          choices={CALIBRATION_DELIVERY.map((way) => ({ value: way, label: t(`delivery.${way}`) }))}
          registration={register('delivery')}
          error={fieldError('delivery')}
        />
        <TextAreaField label={t('fields.returnAddress')} hint={t('fields.returnAddressHint')} rows={3} autoComplete="street-address" aria-required="true" error={fieldError('returnAddress')} {...register('returnAddress')} />
        <CountrySelect registration={register('countryId')} error={fieldError('countryId')} />
      </FormSection>

      <FormSection title={t('calibration.you')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.name')} autoComplete="name" aria-required="true" error={fieldError('name')} {...register('name')} />
          <TextField label={t('fields.email')} type="email" autoComplete="email" aria-required="true" error={fieldError('email')} {...register('email')} />
          <TextField label={optional('fields.telephone')} type="tel" autoComplete="tel" error={fieldError('telephone')} {...register('telephone')} />
          <TextField label={optional('fields.companyName')} autoComplete="organization" error={fieldError('companyName')} {...register('companyName')} />
        </div>
        <TextAreaField label={optional('fields.notes')} error={fieldError('message')} {...register('message')} />
      </FormSection>

      <Honeypot registration={register('website')} />
      <Consents terms={register('terms')} dealer={register('dealer')} marketing={register('marketing')} errors={{ terms: errors.fields.terms, dealer: errors.fields.dealer }} />
      <SubmitButton pending={pending}>{pending ? t('sending') : t('send.calibration')}</SubmitButton>
    </form>
  );
}
