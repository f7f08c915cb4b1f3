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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

// Intl formatters are slow to build and immutable, so one per language and option set is kept.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
}

function plural(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules;
}

export function formatPdfDate(iso: string, locale: Locale): string {
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return iso.trim();
  const [, year, month, day] = match;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return Number.isNaN(time) ? iso.trim() : dateFormat(locale).format(new Date(time));
}

/** Pence to money in the language's style ("£1,234.50", "1.234,50 £"); integer pence, so sums stay exact. */
export function formatPdfMoney(pence: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(pence / 100);
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
  const intl = INTL_LOCALE[locale];
  return {
    locale,
    t: (key, vars) => fill(wording.text[key], vars),
    count: (base, count) => {
      const key: PdfTextKey = plural(locale).select(count) === 'one' ? `${base}One` : `${base}Other`;
      return fill(wording.text[key], { count: new Intl.NumberFormat(intl).format(count) });
    },
    booking: (type) => wording.booking[type],
    purpose: (type) => wording.purpose[type],
    part: (part) => wording.part[part],
    date: (iso) => formatPdfDate(iso, locale),
    money: (pence, currency) => formatPdfMoney(pence, currency, locale),
    pair: (label, value) => (locale === 'fr' ? `${label}\u00A0: ${value}` : `${label}: ${value}`),
    percent: (value) => new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
  };
}
