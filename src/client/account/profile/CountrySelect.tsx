import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { CountryOptions, useCountryOptions } from '../../components/ui/CountryOptions';
import { SelectField } from '../../components/form/fields';

/** The profile's country select over the one country list (CountryOptions); the value is the id. */
export function CountrySelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation('profile');
  const countries = useCountryOptions();
  return (
    <SelectField label={t('fields.country')} autoComplete="country-name" error={error} hint={countries.isError ? t('fields.countriesFailed') : undefined} {...registration}>
      <option value="">{t('fields.chooseCountry')}</option>
      <CountryOptions countries={countries.data} />
    </SelectField>
  );
}
