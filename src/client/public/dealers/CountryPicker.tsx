import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { areaPath, FINDER_PATH } from '../../../shared/dealers/dealer-kinds';
import type { DealerCountry } from '../../../shared/dealers/dealers.types';
import { SelectField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';

/**
 * The country dropdown: a real GET form (/distributors?area={slug}), so it works before the app has taken the page
 * over and without JavaScript, the server answering ?area= with that country's dealers. Once the app runs, sending
 * it goes to the country's own page, /distributors/{area}. Choosing does not navigate by itself (WCAG 3.2.2): the
 * button does.
 */
export function CountryPicker({ countries, current = '' }: { countries: readonly DealerCountry[]; current?: string }) {
  const { t } = useTranslation('dealers');
  const [, navigate] = useLocation();
  const [value, setValue] = useState(current);
  // Follow the page (another country's page, the back button) unless the visitor has changed the choice since.
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setValue(current);
  }
  return (
    <form
      action={FINDER_PATH}
      method="get"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        // What the select shows, read from the form: it may have been changed before the app took the page over.
        const area = String(new FormData(event.currentTarget).get('area') ?? '');
        if (area) navigate(areaPath(area));
      }}
    >
      <div className="min-w-0 flex-1">
        <SelectField label={t('picker.label')} name="area" required value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">{t('picker.placeholder')}</option>
          {countries.map((country) => (
            <option key={country.slug} value={country.slug}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button look="send" type="submit">
        {t('picker.submit')}
      </Button>
    </form>
  );
}
