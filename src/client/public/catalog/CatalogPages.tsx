import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';

/**
 * The catalogue's routes, each page its own chunk: a product page does not download the lists, pagination and
 * search (and the reverse). A server-rendered page keeps its HTML on screen while its chunk arrives.
 */
const CategoryPage = lazy(() => import('./CategoryPage').then((m) => ({ default: m.CategoryPage })));
const ListingPage = lazy(() => import('./ListingPage').then((m) => ({ default: m.ListingPage })));
const ProductPage = lazy(() => import('./ProductPage').then((m) => ({ default: m.ProductPage })));
const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));

export function CatalogPages({ route, params }: AreaProps) {
  switch (route.id) {
    case 'products':
      return <CategoryPage slug={params.slug} />;
    case 'tag':
      return <ListingPage kind="tag" slug={params.slug ?? ''} />;
    case 'application':
      return <ListingPage kind="application" slug={params.slug ?? ''} />;
    case 'search':
    case 'productSearch':
      return <SearchPage route={route.id} />;
    default:
      return <ProductPage slug={params.slug ?? ''} option={params.option} />;
  }
}
