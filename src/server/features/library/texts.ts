import type { Locale } from '../../../shared/locales';
import { localeText } from '../../locale-text';

/**
 * The `library` namespace on the server: the questionnaire's success text and receipt wording are the very texts the
 * page shows (one source, translated once), as features/enquiries/form-texts.ts does for the forms.
 */

/** The text at a dotted key in `locale`, English where missing, the key itself as a last resort. */
export function libraryText(locale: Locale, key: string): string {
  return localeText(locale, `library:${key}`) ?? key;
}
