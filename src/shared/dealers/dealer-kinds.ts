/**
 * "Find a dealer" (/distributors, /distributors/{area}): the fixed tag set and the URL rules, without zod, so the
 * public pages' chunks can import them (a public page's chunk must not carry the validation library).
 */

/** SPEC.md: "Dealers are tagged for sales, training, repairs and service." A fixed set, shown in this order. */
export const DEALER_TAGS = ['sales', 'training', 'repairs', 'service'] as const;
export type DealerTag = (typeof DEALER_TAGS)[number];

export const FINDER_PATH = '/distributors';

/** Longer areas are cut, not refused: nothing longer names a country. */
export const AREA_MAX_CHARS = 120;

/**
 * The {area} of a country's page: its stored (English) name folded to a slug, e.g. "Côte d'Ivoire" -> "cote-d-ivoire".
 * The same in every language (the language travels as ?lang=), readable, and made from what the admin maintains in
 * Manage Countries, so a country added there needs no code of its own.
 */
export function countrySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const areaPath = (slug: string) => `${FINDER_PATH}/${slug}`;

/** An {area} as typed into a URL or sent by the form: trimmed, lower case, cut to length; anything odd finds nothing. */
export function clampArea(value: string): string {
  return value.trim().toLowerCase().slice(0, AREA_MAX_CHARS);
}
