import { LOCALE_CODES, type LocaleCode, type Localized } from '../../../../shared/locales';

/** One text per language, always in the order EN, DE, ES, FR, NL, PT. */
export type T6 = readonly [en: string, de: string, es: string, fr: string, nl: string, pt: string];

const ORDER: readonly LocaleCode[] = ['EN', 'DE', 'ES', 'FR', 'NL', 'PT'];

export function t(en: string, de: string, es: string, fr: string, nl: string, pt: string): T6 {
  return [en, de, es, fr, nl, pt];
}

/** The text of one language. */
export function pick(texts: T6, code: LocaleCode): string {
  return texts[ORDER.indexOf(code)] ?? texts[0];
}

/** `{base}_DE` ... `{base}_PT` columns from six texts. */
export function loc<Base extends string>(base: Base, texts: T6): Localized<Base> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, pick(texts, code)])) as Localized<Base>;
}

/** Splits rows so that no single INSERT carries too many rows. */
export function chunks<Row>(rows: readonly Row[], size = 100): Row[][] {
  const out: Row[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
