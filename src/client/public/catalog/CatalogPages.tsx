import type { AreaProps } from '../../router/area-props';
import { CategoryPage } from './CategoryPage';
import { ListingPage } from './ListingPage';
import { ProductPage } from './ProductPage';
import { SearchPage } from './SearchPage';

/** The catalogue's routes (one lazy chunk, see PublicArea). */
export default function CatalogPages({ route, params }: AreaProps) {
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
