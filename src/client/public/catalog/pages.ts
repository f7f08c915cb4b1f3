import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { CATALOG_ROUTES } from './routes';

const CATEGORY = lazyPage(() => import('./CategoryPage'), ({ CategoryPage }, { params }) => createElement(CategoryPage, { slug: params.slug }));
const LISTING = lazyPage(() => import('./ListingPage'), ({ ListingPage }, { route, params }) =>
  createElement(ListingPage, { kind: route.id === 'tag' ? 'tag' : 'application', slug: params.slug ?? '' }),
);
const PRODUCT = lazyPage(() => import('./ProductPage'), ({ ProductPage }, { params }) => createElement(ProductPage, { slug: params.slug ?? '', option: params.option }));
const SEARCH = lazyPage(() => import('./SearchPage'), ({ SearchPage }, { route }) =>
  createElement(SearchPage, { route: route.id === 'productSearch' ? 'productSearch' : 'search' }),
);

/** Each kind of catalogue page is a chunk of its own; a product and its option share one, as search and the mobile search. */
export const CATALOG_PAGES: SectionPages<typeof CATALOG_ROUTES> = {
  products: CATEGORY,
  tag: LISTING,
  application: LISTING,
  product: PRODUCT,
  productOption: PRODUCT,
  search: SEARCH,
  productSearch: SEARCH,
};
