import type { Locale } from '../locales';

/**
 * A product's printable datasheet, generated from its catalogue data in one language (issue 30 item 15,
 * docs/decisions/0045-product-datasheets.md). The language is in the path, so each language's file is its own URL
 * that shared caches may keep.
 */
export const datasheetUrl = (slug: string, locale: Locale) => `/product/${slug}/datasheet/${locale}.pdf`;

/** The name the file is saved under: voltara-{slug}-{lang}.pdf. */
export const datasheetFileName = (slug: string, locale: Locale) => `voltara-${slug}-${locale}.pdf`;
