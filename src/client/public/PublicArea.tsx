import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { CatalogPages } from './catalog/CatalogPages';
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
    case 'product':
    case 'productOption':
    case 'tag':
    case 'application':
    case 'search':
    case 'productSearch':
      return <CatalogPages route={route} params={params} />;
    default:
      return <UpcomingPage route={route} />;
  }
}
