/**
 * Punctuation that differs by language. French sets a narrow no-break space (U+202F) before the colon, as before
 * ; ? and ! (so the sign never wraps onto a line of its own); the other languages of the site set none.
 */
const BEFORE_COLON: Readonly<Record<string, string>> = { fr: '\u202f' };

/** "Formula:" / "Formule :" - a label that a value follows. */
export const colonAfter = (label: string, locale: string) => `${label}${BEFORE_COLON[locale] ?? ''}:`;

/** "Reference: E-12" / "Référence : E-12". */
export const labelled = (locale: string, label: string, value: string) => `${colonAfter(label, locale)} ${value}`;
