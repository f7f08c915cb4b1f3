/**
 * Intl formatters made once per locale and options, then reused: constructing one resolves the locale's data each
 * time, where `format()` on a kept formatter costs microseconds.
 */
type Kept = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const formats = new Map<string, Kept>();

function kept<F extends Kept>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  kept('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules =>
  kept('plural', locale, options, () => new Intl.PluralRules(locale, options));
