import { useTranslation } from '../../lib/i18n-react';
import { CountryOptions, useCountryOptions } from '../../components/ui/CountryOptions';
import type { FormPath } from './checks';
import { SelectField } from '../../components/form/fields';
import { fieldId } from './field-id';
import { useReturnForm } from './use-return-form';

/** A country from the one country list (names in the visitor's language) by its stored name, as the return keeps it. */
export function CountryField({ path, label }: { path: Extract<FormPath, 'invoiceAddress.country' | 'sendFromCountry'>; label: string }) {
  const { t } = useTranslation('returns');
  const { register, errorOf, getValues } = useReturnForm();
  const countries = useCountryOptions();
  return (
    <SelectField id={fieldId(path)} label={label} required autoComplete="country-name" error={errorOf(path)} hint={countries.isError ? t('loadError') : undefined} {...register(path)}>
      <option value="">{t('form.chooseCountry')}</option>
      <CountryOptions countries={countries.data} valueBy="name" keep={getValues(path)} />
    </SelectField>
  );
}
