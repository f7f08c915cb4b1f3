import { z } from 'zod';
import { PRODUCT_RELATION_KINDS } from '../enums';

/**
 * What a product page links to besides its own rows: other products by kind of relation (accessories, parts,
 * probes, service tools, compatible with, related) and records of other sections (FAQs, case studies, downloads,
 * how-to guides, standards, applications, tags). Edited together in one panel under the product form; each list is
 * ordered (tags excepted: a tag lists its products in the product order).
 */

export interface LinkKind {
  /** The key in ProductLinks and the i18n key `links.kinds.{key}`. */
  key: string;
  /** The lookup source of the picker (admin.lookup). */
  source: string;
  /** Whether the order of the list shows on the product page. */
  ordered: boolean;
}

/** Product pickers search model codes as well as names (server features/catalog/collections/lookups.ts). */
export const PRODUCT_PICKER_SOURCE = 'catalogproducts';

export const LINK_KINDS = [
  ...PRODUCT_RELATION_KINDS.map((kind) => ({ key: kind, source: PRODUCT_PICKER_SOURCE, ordered: true })),
  { key: 'faqs', source: 'faqs', ordered: true },
  { key: 'caseStudies', source: 'casestudies', ordered: true },
  { key: 'downloads', source: 'downloads', ordered: true },
  { key: 'guides', source: 'documents', ordered: true },
  { key: 'standards', source: 'standards', ordered: true },
  { key: 'applications', source: 'applications', ordered: true },
  { key: 'tags', source: 'tags', ordered: false },
] as const satisfies readonly LinkKind[];

export type LinkKey = (typeof LINK_KINDS)[number]['key'];

/** More than any product page shows; keeps one save small. */
export const MAX_LINKS_PER_KIND = 100;

const ids = z
  .array(z.number().int().positive())
  .max(MAX_LINKS_PER_KIND)
  .default([])
  // A record picked twice is shown once: keep the first place.
  .transform((list) => [...new Set(list)]);

const ProductLinksSchema = z.object(
  Object.fromEntries(LINK_KINDS.map((kind) => [kind.key, ids])) as Record<LinkKey, typeof ids>,
);
export type ProductLinks = z.output<typeof ProductLinksSchema>;

export const ProductLinksInputSchema = z.object({ productId: z.number().int().positive(), links: ProductLinksSchema });

/** The picked records with their names, as the panel shows them. */
export type ProductLinksView = Record<LinkKey, { id: number; label: string }[]>;
