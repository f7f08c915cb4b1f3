import { formatLongDate, formatMoney, formatPercent } from '../../shared/format';
import { formatNumber } from '../../shared/format/plain-numbers';
import { INTL_LOCALE, type Locale } from '../../shared/locales';
import type { BookingType, ReturnPart } from '../../shared/returns/enums';
import { DE } from './text/de';
import { EN } from './text/en';
import { ES } from './text/es';
import { FR } from './text/fr';
import { NL } from './text/nl';
import type { PdfTextKey, PdfWording } from './text/pdf-wording';
import { PT } from './text/pt';

export type { PdfTextKey, PdfWording } from './text/pdf-wording';
export { PDF_TEXT_KEYS } from './text/pdf-wording';

/** All printed wording, by language. */
export const PDF_WORDING: Record<Locale, PdfWording> = { de: DE, en: EN, es: ES, fr: FR, nl: NL, pt: PT };

/** What a document needs to word and format itself in one language. */
export interface PdfText {
  readonly locale: Locale;
  /** The phrase for `key`, with `{name}` placeholders filled from `vars`. */
  t(key: PdfTextKey, vars?: Record<string, string | number>): string;
  /** "{count} month(s)" by the language's plural rules: the key pair is `<base>One` / `<base>Other`. */
  count(base: 'months' | 'hours', count: number): string;
  booking(type: BookingType): string;
  purpose(type: BookingType): string;
  part(part: ReturnPart): string;
  /** An ISO 'YYYY-MM-DD' (or a timestamp starting with one) as "17 January 2025"; other text is printed as given. */
  date(iso: string): string;
  money(pence: number, currency: string): string;
  percent(value: number): string;
  /** "Label: value", with French typography's space before the colon. */
  pair(label: string, value: string): string;
}

// Plural rules are slow to build and immutable, so one per language is kept.
const pluralRules = new Map<Locale, Intl.PluralRules>();

function plural(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function fill(template: string, vars: Record<string, string | number> | undefined): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

export function pdfText(locale: Locale): PdfText {
  const wording = PDF_WORDING[locale];
  return {
    locale,
    t: (key, vars) => fill(wording.text[key], vars),
    count: (base, count) => {
      const key: PdfTextKey = plural(locale).select(count) === 'one' ? `${base}One` : `${base}Other`;
      return fill(wording.text[key], { count: formatNumber(count, locale) });
    },
    booking: (type) => wording.booking[type],
    purpose: (type) => wording.purpose[type],
    part: (part) => wording.part[part],
    date: (iso) => formatLongDate(iso.trim(), locale, { timeZone: 'UTC' }),
    money: (pence, currency) => formatMoney(pence, currency, locale),
    pair: (label, value) => (locale === 'fr' ? `${label}\u00A0: ${value}` : `${label}: ${value}`),
    percent: (value) => formatPercent(value, locale),
  };
}
