import type { CategoryPageInput, ListingPageInput, ProductPageInput } from '../../../shared/catalog/catalog.types';
import type { Locale } from '../../../shared/locales';
import type { SearchResultsInput } from '../../../shared/catalog/search.schema';

/**
 * The catalogue queries' inputs from a URL, shared by the pages (browser) and the loaders (server), so both ask for
 * the same query key and the server's data is what the page finds when it hydrates.
 */

function pageOf(search: URLSearchParams): number | undefined {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

const present = (value: string | null | undefined) => (value ? value : undefined);

export function categoryQueryInput(slug: string | undefined, search: URLSearchParams, locale: Locale): CategoryPageInput {
  const input: CategoryPageInput = { locale };
  if (slug) input.slug = slug;
  const application = present(search.get('application'));
  const tag = present(search.get('tag'));
  const page = pageOf(search);
  if (application) input.application = application;
  if (tag) input.tag = tag;
  if (page) input.page = page;
  return input;
}

export function productQueryInput(slug: string, option: string | undefined, locale: Locale): ProductPageInput {
  return option ? { slug, option, locale } : { slug, locale };
}

export function listingQueryInput(slug: string, search: URLSearchParams, locale: Locale): ListingPageInput {
  const page = pageOf(search);
  return page ? { slug, page, locale } : { slug, locale };
}

/** The two search pages: /search?q= (header box) and /products/search?search= (mobile box). */
export type SearchRoute = 'search' | 'productSearch';

export function searchQueryInput(route: SearchRoute, search: URLSearchParams): { q: string; page?: number } & SearchResultsInput {
  const q = (search.get(route === 'search' ? 'q' : 'search') ?? '').trim();
  const page = pageOf(search);
  return page ? { q, page } : { q };
}
