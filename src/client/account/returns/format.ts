import { INTL_LOCALE, localeOf } from '../../../shared/locales';
import { numberFormat } from '../../../shared/intl-formats';

export { localeOf };

/** A price in pounds in the page's language: "£1,250.50", "1.250,50 £". */
export function formatPence(pence: number, language: string): string {
  return numberFormat(INTL_LOCALE[localeOf(language)], { style: 'currency', currency: 'GBP' }).format(pence / 100);
}
