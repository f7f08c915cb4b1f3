import type { OffsetPage } from '../list/page';
import { z } from 'zod';
import { LOCALES } from '../locales';
import type { ProductRelationKind } from './enums';

/**
 * Answers of the public catalogue procedures (public.catalog.*). Unlike the /api contract they are already in one
 * language (the `locale` of the input, English where a text is untranslated): a product page carries a lot of text,
 * and the server-rendered page sends its data along.
 */

const slug = z.string().trim().min(1).max(200);
const locale = z.enum(LOCALES);
const page = z.coerce.number().int().min(1).max(100_000).catch(1);

export const ProductPageInputSchema = z.object({ slug, option: slug.optional(), locale });
export type ProductPageInput = z.infer<typeof ProductPageInputSchema>;

export const CategoryPageInputSchema = z.object({
  /** Absent: the whole catalogue (category 1). */
  slug: slug.optional(),
  application: slug.optional(),
  tag: slug.optional(),
  page: page.optional(),
  locale,
});
export type CategoryPageInput = z.infer<typeof CategoryPageInputSchema>;

export const ListingPageInputSchema = z.object({ slug, page: page.optional(), locale });
export type ListingPageInput = z.infer<typeof ListingPageInputSchema>;

export const CATALOG_PAGE_SIZE = 12;

export interface Link {
  name: string;
  url: string;
}

export interface ProductCard {
  id: number;
  url: string;
  name: string;
  modelCode: string;
  summary: string;
  imageUrl: string;
}


export interface SpecRow {
  key: string;
  label: string;
  value: string;
  unit: string;
}

export interface SpecGroup {
  group: string;
  rows: SpecRow[];
}

export interface ProductOptionSummary {
  id: number;
  slug: string;
  url: string;
  modelCode: string;
  name: string;
  summary: string;
  imageUrl: string;
}

export interface CatalogDownload {
  id: number;
  title: string;
  category: string;
  url: string;
  fileName: string;
  size: number;
}

export interface ProductPage {
  id: number;
  slug: string;
  /** False only in an admin's preview of an unpublished product or option. */
  published: boolean;
  url: string;
  modelCode: string;
  name: string;
  summary: string;
  /** Sanitised HTML (stored sanitised by the admin console). */
  descriptionHtml: string;
  category: Link | null;
  /** Home-less trail: Products > ... > the product (> the option). */
  breadcrumbs: Link[];
  images: Array<{ url: string; alt: string }>;
  keyFigures: SpecRow[];
  features: string[];
  kit: Array<{ quantity: number; name: string }>;
  specifications: SpecGroup[];
  faqs: Array<{ question: string; answerHtml: string }>;
  relations: Record<ProductRelationKind, ProductCard[]>;
  caseStudies: Link[];
  /** Public downloads only: the page is the same for every visitor (restricted files show after sign-in). */
  downloads: CatalogDownload[];
  guides: Link[];
  standards: Array<{ code: string; title: string; url: string }>;
  applications: Link[];
  options: ProductOptionSummary[];
  /** The option shown, on /product/{slug}/{option}. */
  option: ProductOptionSummary | null;
  /** Options side by side: every specification row where at least one option differs from the product. */
  comparison: Array<{ label: string; unit: string; values: string[] }>;
  updatedAt: string;
}

export interface CategoryPage {
  id: number;
  slug: string;
  url: string;
  name: string;
  descriptionHtml: string;
  breadcrumbs: Link[];
  children: Array<Link & { count: number }>;
  products: OffsetPage<ProductCard>;
  filters: {
    applications: Array<{ slug: string; name: string }>;
    tags: Array<{ slug: string; name: string }>;
  };
  selected: { application: string | null; tag: string | null };
}

export interface ListingPage {
  id: number;
  slug: string;
  url: string;
  name: string;
  descriptionHtml: string;
  products: OffsetPage<ProductCard>;
}
