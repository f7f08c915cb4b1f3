import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { SelectField } from '../../../components/ui/SelectField';
import { useTRPC } from '../../../trpc';

/**
 * The countries list of Manage Countries (public.countries, in the visitor's collation), as a select whose value is
 * the country's id, or its name for the product forms' free-text `country`.
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
  const trpc = useTRPC();
  const countries = useQuery(trpc.public.countries.queryOptions());
  return (
    <SelectField label={label ?? t('fields.country')} autoComplete="country-name" error={error} hint={countries.isError ? t('errors.loadFailed') : undefined} {...registration}>
      <option value="">{t('fields.chooseCountry')}</option>
      {(countries.data ?? []).map((country) => (
        <option key={country.id} value={valueBy === 'id' ? country.id : country.name}>
          {country.name}
        </option>
      ))}
    </SelectField>
  );
}
