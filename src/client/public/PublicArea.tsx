import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { CategoryPage } from './catalog/CategoryPage';
import { ListingPage } from './catalog/ListingPage';
import { ProductPage } from './catalog/ProductPage';
import { GalleryPage } from './gallery/GalleryPage';
import { HomePage } from './HomePage';
import { LandingPage } from './LandingPage';

/** The public pages. Screens not built yet answer with their title (later issues fill them in). */
export default function PublicArea({ route, params }: AreaProps) {
  switch (route.id) {
    case 'home':
      return <HomePage />;
    case 'gallery':
      return <GalleryPage id={params.id} />;
    case 'landing':
      return <LandingPage slug={params.slug ?? ''} />;
    case 'products':
      return <CategoryPage slug={params.slug} />;
    case 'product':
    case 'productOption':
      return <ProductPage slug={params.slug ?? ''} option={params.option} />;
    case 'tag':
      return <ListingPage kind="tag" slug={params.slug ?? ''} />;
    case 'application':
      return <ListingPage kind="application" slug={params.slug ?? ''} />;
    default:
      return <UpcomingPage route={route} />;
  }
}
