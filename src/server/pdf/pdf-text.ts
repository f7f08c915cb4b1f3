import { formatLongDate, formatMoney, formatPercent } from '../../shared/format';
import { formatNumber } from '../../shared/format/plain-numbers';
import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import type { BookingType, ReturnPart } from '../../shared/returns/enums';
import { counted, fill, serverTexts, type ServerTexts } from '../texts';

/** A phrase printed on a PDF (locales/<lang>/server/pdf.json "text"). */
export type PdfTextKey = keyof ServerTexts['pdf']['text'];

/** What a document needs to word and format itself in one language. */
export interface PdfText {
  readonly locale: Locale;
  /** The phrase for `key`, with `{{name}}` placeholders filled from `vars`. */
  t(key: PdfTextKey, vars?: Record<string, string | number>): string;
  /** "{{count}} month(s)" by the language's plural rules. */
  count(base: keyof ServerTexts['pdf']['counts'], count: number): string;
  /** A booking type's name as a label ("Warranty repair"). */
  booking(type: BookingType): string;
  /** The booking type inside the export reason: "Returned {{purpose}} — no commercial value". */
  purpose(type: BookingType): string;
  part(part: ReturnPart): string;
  /** An ISO 'YYYY-MM-DD' (or a timestamp starting with one) as "17 January 2025"; other text is printed as given. */
  date(iso: string): string;
  money(pence: number, currency: string): string;
  percent(value: number): string;
  /** "Label: value", with French typography's space before the colon. */
  pair(label: string, value: string): string;
}

export function pdfText(locale: Locale): PdfText {
  const wording = serverTexts(locale).pdf;
  return {
    locale,
    t: (key, vars = {}) => fill(wording.text[key], vars),
    count: (base, count) => counted(locale, wording.counts[base], count, { count: formatNumber(count, locale) }),
    booking: (type) => wording.booking[type],
    purpose: (type) => wording.purpose[type],
    part: (part) => wording.part[part],
    date: (iso) => formatLongDate(iso.trim(), locale, { timeZone: 'UTC' }),
    money: (pence, currency) => formatMoney(pence, currency, locale),
    pair: (label, value) => labelled(locale, label, value),
    percent: (value) => formatPercent(value, locale),
  };
}
