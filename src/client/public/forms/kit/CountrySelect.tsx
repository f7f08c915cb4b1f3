import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { SelectField } from '../../../components/form/fields';
import { CountryOptions, useCountryOptions } from '../../../components/ui/CountryOptions';

/**
 * The country list (CountryOptions: names in the visitor's language) as a select of the public forms, whose value is
 * the country's id, or its stored name for the product forms' free-text `country`.
 */
export function CountrySelect({
  registration,
  valueBy = 'id',
  label,
  error,
}: {
  registration: UseFormRegisterReturn;
  valueBy?: 'id' | 'name';
  label?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('forms');
  const countries = useCountryOptions();
  return (
    <SelectField label={label ?? t('fields.country')} autoComplete="country-name" error={error} hint={countries.isError ? t('errors.loadFailed') : undefined} {...registration}>
      <option value="">{t('fields.chooseCountry')}</option>
      <CountryOptions countries={countries.data} valueBy={valueBy} />
    </SelectField>
  );
}
