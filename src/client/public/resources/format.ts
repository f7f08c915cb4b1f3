import { localeOf } from '../../../shared/locales';
import { formatPlainNumber } from '../../../shared/plain-format';

/**
 * Numbers in the page's language (en-GB for English, SPEC.md section 9): "2,350" in English, "2.350" in German,
 * "2 350" in French. The server's HTML and the browser's render use the same call, so hydration sees the same text.
 */
export function formatNumber(value: number, language: string, maximumFractionDigits = 0): string {
  return formatPlainNumber(value, localeOf(language), maximumFractionDigits);
}

/** Thicknesses keep up to three decimals (1.016 mm), volts none. */
export const formatThickness = (value: number, language: string) => formatNumber(value, language, value < 10 ? 3 : 2);
