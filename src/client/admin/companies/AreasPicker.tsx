import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { NamedOption } from '../../../shared/companies/companies.types';
import { Button } from '../../components/ui/Button';
import { CONTROL, describedBy, FieldError, Hint, LABEL } from '../../components/form/parts';

/**
 * The countries a company covers besides its own: the chosen ones as a list with a remove button each, and a select
 * with its own "Add" button (moving through a select's options with the keyboard adds nothing by itself).
 */
export function AreasPicker({
  countries,
  value,
  ownCountryId,
  error,
  onChange,
}: {
  countries: readonly NamedOption[];
  value: readonly number[];
  ownCountryId: number | null;
  error?: string | undefined;
  onChange(areas: number[]): void;
}) {
  const { t } = useTranslation('admin-companies');
  const id = useId();
  const [choice, setChoice] = useState('');
  const hint = t('fields.areasHint');
  const nameOf = new Map(countries.map((country) => [country.id, country.name]));
  const chosen = [...value].sort((a, b) => (nameOf.get(a) ?? '').localeCompare(nameOf.get(b) ?? ''));
  const available = countries.filter((country) => !value.includes(country.id) && country.id !== ownCountryId);
  // min-w-0: a fieldset is as wide as its widest content by default, and the country names would push a phone sideways.
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy(id, hint, error)} data-testid="company-areas">
      <legend className={LABEL}>{t('fields.areas')}</legend>
      <Hint id={id} hint={hint} />
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">{t('fields.noAreas')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((countryId) => (
            <li key={countryId} className="flex items-center gap-1 rounded border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-2 text-sm">
              {nameOf.get(countryId) ?? countryId}
              <button
                type="button"
                className="rounded px-1.5 font-bold text-slate-700 hover:bg-slate-200"
                aria-label={t('fields.removeArea', { country: nameOf.get(countryId) ?? String(countryId) })}
                onClick={() => onChange(value.filter((item) => item !== countryId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          {t('fields.addAreaLabel')}
        </label>
        <select
          id={`${id}-add`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-invalid={error ? true : undefined}
          className={`${CONTROL} sm:w-auto sm:min-w-48`}
          data-testid="company-area-select"
        >
          <option value="">{t('fields.chooseCountry')}</option>
          {available.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        <Button
          look="outline"
          disabled={!choice}
          onClick={() => {
            onChange([...value, Number(choice)]);
            setChoice('');
          }}
        >
          {t('fields.addArea')}
        </Button>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
