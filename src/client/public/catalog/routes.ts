import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** The catalogue (SPEC.md section 2): categories, listings by tag and application, products, their options, search. */
export const CATALOG_ROUTES = [
  publicRoute('/tags/:slug', 'tag'),
  publicRoute('/applications/:slug', 'application'),
  publicRoute('/product/:slug', 'product'),
  publicRoute('/product/:slug/:option', 'productOption'),
  // The search pages are not listed in the sitemap: their results are noindex.
  publicRoute('/products/search', 'productSearch', { sitemap: false }),
  publicRoute('/products/:slug?', 'products'),
  publicRoute('/search', 'search', { sitemap: false }),
] as const;

export type CatalogRouteId = IdsOf<typeof CATALOG_ROUTES>;

/** The query parameters these pages read (read by the server alone: route-tables/query.ts). */
export const CATALOG_QUERY = {
  tag: ['page'],
  application: ['page'],
  productSearch: ['search', 'page'],
  products: ['application', 'tag', 'page'],
  search: ['q', 'page'],
} satisfies SectionQuery<CatalogRouteId>;
