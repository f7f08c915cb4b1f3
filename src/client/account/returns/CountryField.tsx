import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import type { FormPath } from './checks';
import { Select } from './fields';
import { useReturnForm } from './use-return-form';

/** A country of Manage Countries (public.countries, in the visitor's language) by its name, as the return keeps it. */
export function CountryField({ path, label }: { path: Extract<FormPath, 'invoiceAddress.country' | 'sendFromCountry'>; label: string }) {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const { register, errorOf, getValues } = useReturnForm();
  const countries = useQuery(trpc.public.countries.queryOptions());
  const names = (countries.data ?? []).map((country) => country.name);
  // A name from the profile or a draft that the list does not hold (renamed since) is kept, not silently dropped.
  const current = getValues(path);
  if (current && countries.data && !names.includes(current)) names.unshift(current);
  return (
    <Select path={path} label={label} required autoComplete="country-name" error={errorOf(path)} hint={countries.isError ? t('loadError') : undefined} registration={register(path)}>
      <option value="">{t('form.chooseCountry')}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </Select>
  );
}
