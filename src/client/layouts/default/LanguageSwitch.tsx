import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../../shared/locales';
import { switchLocale } from '../../i18n';
import { useHydrated } from '../../lib/hydrated';

/** Switches among the six languages; stores the `locale` cookie (SPEC.md section 4) and updates a `?lang=` in the URL. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('nav');
  // Disabled until the app has taken over the server's page: a choice made before would be lost.
  const hydrated = useHydrated();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('language')}</span>
      <select
        className="rounded border border-white/30 bg-navy-900 px-2 py-1 text-white"
        value={i18n.resolvedLanguage ?? i18n.language}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) switchLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
