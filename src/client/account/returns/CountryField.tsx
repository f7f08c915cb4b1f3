import { useTranslation } from '../../lib/i18n-react';
import { CountrySelect } from '../../components/form/CountrySelect';
import type { FormPath } from './checks';
import { fieldId } from './field-id';
import { useReturnForm } from './use-return-form';

/** The one CountrySelect bound to the return form by path: by the stored name, as the return keeps it, and required. */
export function CountryField({ path, label }: { path: Extract<FormPath, 'invoiceAddress.country' | 'sendFromCountry'>; label: string }) {
  const { t } = useTranslation('returns');
  const { register, errorOf, getValues } = useReturnForm();
  return (
    <CountrySelect
      id={fieldId(path)}
      required
      valueBy="name"
      keep={getValues(path)}
      label={label}
      texts={{ choose: t('form.chooseCountry'), loadFailed: t('loadError') }}
      registration={register(path)}
      error={errorOf(path)}
    />
  );
}
