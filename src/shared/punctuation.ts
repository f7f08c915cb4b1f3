/**
 * Punctuation that differs by language. French sets a no-break space (U+00A0) before the colon (and a narrow one,
 * U+202F, before ; ? and !, which the locale files hold), so the sign never wraps onto a line of its own; the other
 * languages of the site set none. The same rule as the locale files' (tests/unit/fr-typography-locales.test.ts).
 */
const BEFORE_COLON: Readonly<Record<string, string>> = { fr: '\u00a0' };

/** "Formula:" / "Formule :" - a label that a value follows. */
export const colonAfter = (label: string, locale: string) => `${label}${BEFORE_COLON[locale] ?? ''}:`;

/** "Reference: E-12" / "Référence : E-12". */
export const labelled = (locale: string, label: string, value: string) => `${colonAfter(label, locale)} ${value}`;
