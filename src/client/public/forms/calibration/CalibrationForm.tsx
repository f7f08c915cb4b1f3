import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { CALIBRATION_DELIVERY } from '../../../../shared/enquiries/form-options';
import type { MyInstrument } from '../../../../shared/serials/instruments.types';
import { TextAreaField, TextField } from '../../../components/form/fields';
import { CountrySelect } from '../../../components/form/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { Panel } from '../../../components/ui/Panel';
import { FormEnd } from '../kit/FormEnd';
import { ProductSelect } from '../kit/ProductSelect';
import { PublicForm } from '../kit/PublicForm';
import { SenderFields } from '../kit/SenderFields';
import { usePublicForm } from '../kit/use-public-form';
import { FORM_END_EMPTY, idOf, sendable } from '../kit/values';
import { BookingDayField } from '../kit/BookingDayField';
import { ACCOUNT_FIELDS, useAccountPrefill } from './use-account-prefill';
import { MyInstrumentSelect } from './MyInstrumentSelect';

/** The form's fields, empty: what a sent form is reset to, and their types. */
const EMPTY = {
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
  dealer: false,
  ...FORM_END_EMPTY,
};


/**
 * /services/calibration/book: the instrument (product and serial number, as typed, or for a signed-in customer one of
 * their registered instruments), the preferred date, collection or drop-off, the return address, who books, and the
 * consents. The laboratory may pass a booking to a service partner only with the visitor's agreement (optional).
 */
export function CalibrationForm() {
  const { t } = useTranslation('forms');
  const state = usePublicForm({ draftKey: 'form:calibration', empty: EMPTY });
  const { form, bind, fieldError } = state;
  const { register, setValue, clearErrors, control, getValues } = form;
  const [productId, serial] = useWatch({ control, name: ['productId', 'serial'] });
  const pickInstrument = (instrument: MyInstrument | null) => {
    setValue('productId', instrument ? String(instrument.productId) : '', { shouldDirty: true });
    setValue('serial', instrument ? instrument.serialNumber : '', { shouldDirty: true });
    clearErrors(['productId', 'serial']);
  };
  useAccountPrefill((account) => {
    for (const field of ACCOUNT_FIELDS) if (account[field] && !getValues(field)) setValue(field, account[field]);
  });
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = state.submit((values) => ({
    ...sendable('calibration', values),
    productId: idOf(values.productId),
    delivery: values.delivery || null,
    countryId: idOf(values.countryId),
  }));

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
    <PublicForm state={state} onSubmit={onSubmit} titleId="calibration-form-title" title={t('titles.calibrationBook')} hideTitle labels={labels}>
      <Panel title={t('calibration.instrument')}>
        <MyInstrumentSelect productId={productId ?? ''} serial={serial ?? ''} onPick={pickInstrument} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ProductSelect registration={register('productId')} error={fieldError('productId')} />
          <TextField label={t('fields.serial')} hint={t('fields.serialHint')} autoComplete="off" aria-required="true" error={fieldError('serial')} {...register('serial')} />
        </div>
      </Panel>

      <Panel title={t('calibration.when')}>
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
      </Panel>

      <Panel title={t('calibration.you')}>
        <SenderFields bind={bind} more={['telephone', 'companyName']} />
        <TextAreaField label={optional('fields.notes')} {...bind('message')} />
      </Panel>

      <FormEnd state={state} label={t('send.calibration')} dealer={register('dealer')} />
    </PublicForm>
  );
}
