import { useTranslation } from '../../lib/i18n-react';
import { CountryOptions, useCountryOptions } from '../../components/ui/CountryOptions';
import type { FormPath } from './checks';
import { Select } from './fields';
import { useReturnForm } from './use-return-form';

/** A country from the one country list (names in the visitor's language) by its stored name, as the return keeps it. */
export function CountryField({ path, label }: { path: Extract<FormPath, 'invoiceAddress.country' | 'sendFromCountry'>; label: string }) {
  const { t } = useTranslation('returns');
  const { register, errorOf, getValues } = useReturnForm();
  const countries = useCountryOptions();
  return (
    <Select path={path} label={label} required autoComplete="country-name" error={errorOf(path)} hint={countries.isError ? t('loadError') : undefined} registration={register(path)}>
      <option value="">{t('form.chooseCountry')}</option>
      <CountryOptions countries={countries.data} valueBy="name" keep={getValues(path)} />
    </Select>
  );
}
