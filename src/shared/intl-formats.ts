/**
 * Intl formatters made once per locale and options, then reused: constructing one resolves the locale's data each
 * time, where `format()` on a kept formatter costs microseconds. (Public pages do without Intl altogether while they
 * hydrate: see plain-format.ts.)
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** An `Intl.NumberFormat` for this locale and these options, shared by every caller asking the same. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** An `Intl.DateTimeFormat` for this locale and these options, shared by every caller asking the same. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}
