import { useTranslation } from '../../lib/i18n-react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales';

/** The page's language, as the catalogue procedures take it (their answers are in one language). */
export function usePageLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
