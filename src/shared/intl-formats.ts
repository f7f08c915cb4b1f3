/**
 * Intl formatters made once per locale and options, then reused. Constructing an `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` resolves the locale's data every time: a product page that formatted its twelve file sizes
 * with a new formatter each spent ~30 ms of a phone's main thread in hydration (and time in every server render) on
 * constructors alone, where `format()` on a kept formatter costs microseconds.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An `Intl.NumberFormat` for this locale and these options, shared by every caller asking the same. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** An `Intl.DateTimeFormat` for this locale and these options, shared by every caller asking the same. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
