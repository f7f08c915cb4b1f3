/**
 * The information pages' closed sets and the search-text rule, without zod: the browser's pages import these, and a
 * public page's chunk must not carry the validation library (the server's schemas in information-pages.schema.ts build on them).
 */

/** The three expertise pages of SPEC.md section 2 (/expertise/{slug}). */
export const EXPERTISE_SLUGS = ['leak-detection', 'pipeline', 'subsea'] as const;
export type ExpertiseSlug = (typeof EXPERTISE_SLUGS)[number];

/** The three legal pages of SPEC.md section 2 (/legal/{kind}). */
export const LEGAL_KINDS = ['terms', 'privacy', 'policies'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** Longer searches are cut, not refused (as the catalogue search's: nobody types more). */
export const PAGE_SEARCH_MAX_CHARS = 200;

/** Trimmed and cut by code points, so an emoji at the limit is not split into a lone surrogate. */
export function clampSearch(value: string): string {
  const trimmed = value.trim();
  return trimmed.length <= PAGE_SEARCH_MAX_CHARS ? trimmed : Array.from(trimmed).slice(0, PAGE_SEARCH_MAX_CHARS).join('').trim();
}

/** A product slug as typed into a URL: anything goes (an unknown one simply matches no entry), cut to a slug's length. */
export function clampSlug(value: string): string {
  return value.trim().slice(0, 200);
}
