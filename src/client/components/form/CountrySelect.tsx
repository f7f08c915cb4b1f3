import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { useCountryOptions } from '../ui/CountryOptions';
import { SelectField } from './fields';

/** A form's own words around the list ("Choose a country", the list's failure), from its own namespace. */
interface CountrySelectTexts {
  choose: string;
  loadFailed: string;
}

/**
 * A select of the one country list (useCountryOptions: names in the reader's language) in a form: the public forms,
 * the profile, a return's addresses. The value is the country's id, or its stored (English) name (`valueBy="name"`)
 * where a record keeps the name; `keep` is such a stored name the list no longer holds (renamed since), kept as an
 * option rather than silently dropped. A form with words of its own passes them with its label (`texts`); without,
 * the public forms' words (`forms`) are read.
 */
export function CountrySelect({
  registration,
  error,
  valueBy = 'id',
  keep,
  id,
  required,
  label,
  texts,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  valueBy?: 'id' | 'name';
  keep?: string | undefined;
  id?: string;
  required?: boolean;
} & ({ label?: string; texts?: undefined } | { label: string; texts: CountrySelectTexts })) {
  // Only the public forms read `forms` here: an account form that brings its own words does not fetch that namespace.
  const { t } = useTranslation(texts ? 'common' : 'forms');
  const countries = useCountryOptions();
  const words = texts ?? { choose: t('fields.chooseCountry'), loadFailed: t('errors.loadFailed') };
  const list = countries.data ?? [];
  const missing = keep && countries.data && !list.some((country) => country.name === keep) ? keep : null;
  return (
    <SelectField
      id={id}
      label={label ?? t('fields.country')}
      required={required}
      autoComplete="country-name"
      error={error}
      hint={countries.isError ? words.loadFailed : undefined}
      {...registration}
    >
      <option value="">{words.choose}</option>
      {missing && <option value={missing}>{missing}</option>}
      {list.map((country) => (
        <option key={country.id} value={valueBy === 'id' ? String(country.id) : country.name}>
          {country.label}
        </option>
      ))}
    </SelectField>
  );
}
