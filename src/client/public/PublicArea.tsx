import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PublicRouteId, RouteId } from '../../shared/route-tables/ids';
import type { AreaProps } from '../router/area-props';

type Page = LazyExoticComponent<ComponentType<AreaProps>>;

/** A page's chunk, fetched when the page is first shown; `show` draws it from the route and its parameters. */
function page<M>(load: () => Promise<M>, show: (module: M, props: AreaProps) => ReactNode): Page {
  return lazy(() => load().then((module) => ({ default: (props: AreaProps) => show(module, props) })));
}

/**
 * Each page (or family of pages) is a chunk of its own, fetched when the page is first shown (and, on a
 * server-rendered page, while its HTML stays on screen): a visitor's first page downloads its own code, not every
 * other page's. Routes of one family share one component, so moving between them keeps it mounted.
 */
const HOME = page(() => import('./HomePage'), ({ HomePage }) => <HomePage />);
const GALLERY = page(() => import('./gallery/GalleryPage'), ({ GalleryPage }, { params }) => <GalleryPage id={params.id} />);
const LANDING = page(() => import('./LandingPage'), ({ LandingPage }, { params }) => <LandingPage slug={params.slug ?? ''} />);
const CATEGORY = page(() => import('./catalog/CategoryPage'), ({ CategoryPage }, { params }) => <CategoryPage slug={params.slug} />);
const LISTING = page(() => import('./catalog/ListingPage'), ({ ListingPage }, { route, params }) => (
  <ListingPage kind={route.id === 'tag' ? 'tag' : 'application'} slug={params.slug ?? ''} />
));
const PRODUCT = page(() => import('./catalog/ProductPage'), ({ ProductPage }, { params }) => (
  <ProductPage slug={params.slug ?? ''} option={params.option} />
));
const SEARCH = page(() => import('./catalog/SearchPage'), ({ SearchPage }, { route }) => (
  <SearchPage route={route.id === 'productSearch' ? 'productSearch' : 'search'} />
));
const ARTICLES = page(() => import('./articles/ArticlePages'), (module, props) => <module.default {...props} />);
const INFO = page(() => import('./pages/InfoPages'), ({ InfoPages }, props) => <InfoPages {...props} />);
const RESOURCES = page(() => import('./resources/ResourcePages'), (module, props) => <module.default {...props} />);
const DEALERS = page(() => import('./dealers/DealerPages'), (module, props) => <module.default {...props} />);
const LIBRARY = page(() => import('./library/LibraryPages'), (module, props) => <module.default {...props} />);
const FORMS = page(() => import('./forms/FormPages'), (module, props) => <module.default {...props} />);
const VERIFY = page(() => import('./certificates/VerifyPage'), ({ VerifyPage }, { params }) => <VerifyPage code={params.code} />);
/** Screens not built yet answer with their title. */
const UPCOMING = page(() => import('../components/UpcomingPage'), ({ UpcomingPage }, { route }) => <UpcomingPage route={route} />);

/** Several routes shown by one page family, by id (a misspelt id does not compile). */
function family<const Id extends PublicRouteId>(ids: readonly Id[], page: Page): Record<Id, Page> {
  return Object.fromEntries(ids.map((id) => [id, page])) as Record<Id, Page>;
}

/** The public pages by route id (shared/route-tables/public.ts). */
const PAGES = {
  home: HOME,
  gallery: GALLERY,
  landing: LANDING,
  products: CATEGORY,
  tag: LISTING,
  application: LISTING,
  product: PRODUCT,
  productOption: PRODUCT,
  search: SEARCH,
  productSearch: SEARCH,
  ...family(['events', 'event', 'blog', 'blogPost', 'caseStudies', 'caseStudy', 'offers', 'offer'], ARTICLES),
  ...family(
    ['about', 'vacancies', 'certification', 'expertiseLeakDetection', 'expertisePipeline', 'expertiseSubsea', 'terms', 'privacy', 'policies', 'faqs', 'troubleshooting'],
    INFO,
  ),
  dielectricStrength: RESOURCES,
  testVoltage: RESOURCES,
  distributors: DEALERS,
  distributorArea: DEALERS,
  downloads: LIBRARY,
  guide: LIBRARY,
  questionnaire: LIBRARY,
  ...family(
    ['contact', 'distributorApply', 'training', 'trainingCoatings', 'trainingPlastics', 'trainingSubsea', 'trainingMedical', 'trainingLeakDetection', 'calibration', 'calibrationBook'],
    FORMS,
  ),
  verifyCertificate: VERIFY,
} satisfies Partial<Record<PublicRouteId, Page>>;

/** Looked up by any route's id: the public area is shown public routes only. */
const SCREENS: Readonly<Partial<Record<RouteId, Page>>> = PAGES;

export default function PublicArea(props: AreaProps) {
  const Page = SCREENS[props.route.id] ?? UPCOMING;
  return <Page {...props} />;
}
