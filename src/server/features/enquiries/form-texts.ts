import type { Locale } from '../../../shared/locales';
import { localeText } from '../../locale-text';

/**
 * The `forms` namespace on the server: the consent messages, success texts and e-mail wording are the very texts the
 * pages show (one source, translated once), bundled into the server like the renderer's translations.
 */

/** The text at a dotted key in the visitor's language, English where missing, the key itself as a last resort. */
export function formText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return localeText(locale, `forms:${key}`, values) ?? key;
}
