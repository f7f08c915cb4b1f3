import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { Select } from './fields';

/** The countries of Manage Countries (public.countries, already in the visitor's collation); the value is the id. */
export function CountrySelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const countries = useQuery(trpc.public.countries.queryOptions());
  return (
    <Select label={t('fields.country')} autoComplete="country-name" error={error} hint={countries.isError ? t('fields.countriesFailed') : undefined} {...registration}>
      <option value="">{t('fields.chooseCountry')}</option>
      {(countries.data ?? []).map((country) => (
        <option key={country.id} value={String(country.id)}>
          {country.name}
        </option>
      ))}
    </Select>
  );
}
