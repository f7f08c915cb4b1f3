import { useQuery } from '@tanstack/react-query';
import type { CountryOption } from '../../../shared/countries/country.schema';
import { useTRPC } from '../../trpc';

/**
 * THE country list of every select a person chooses a country in (public forms, profile, returns, admin and portal
 * filters read the server's translated names the same way): Manage Countries' countries named in the reader's
 * language and in its order (public.countries; docs/decisions/0037).
 */
export function useCountryOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.public.countries.queryOptions());
}

/**
 * The <option>s of a country select. The value is the id, or the stored (English) name where a record keeps the name
 * (a return's addresses, the product forms' free text); `keep` is such a stored name the list no longer holds
 * (renamed since), kept rather than silently dropped.
 */
export function CountryOptions({ countries, valueBy = 'id', keep }: { countries: readonly CountryOption[] | undefined; valueBy?: 'id' | 'name'; keep?: string | undefined }) {
  const list = countries ?? [];
  const missing = keep && countries && !list.some((country) => country.name === keep) ? keep : null;
  return (
    <>
      {missing && <option value={missing}>{missing}</option>}
      {list.map((country) => (
        <option key={country.id} value={valueBy === 'id' ? String(country.id) : country.name}>
          {country.label}
        </option>
      ))}
    </>
  );
}
