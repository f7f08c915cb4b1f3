import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { createMatcher, type Area, type Layout, type RouteMatch } from '../../shared/route-tables/define';
import type { RouteId } from '../../shared/route-tables/ids';
import type { PrefixedArea } from '../../shared/route-tables/public';
import { Spinner } from '../components/ui/Spinner';
import { BlankLayout } from '../layouts/blank/BlankLayout';
import { KeepEarlyInput } from '../lib/KeepEarlyInput';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { NotFoundPage } from '../public/NotFoundPage';
import PublicArea from '../public/PublicArea';
import type { AreaProps } from './area-props';
import { leaveArrivalPage } from '../ssr/state';
import { RouteGuard } from './guard';
import { RouteHead } from './RouteHead';
import { AREA_TABLES, matchPublicRoute, prefixedAreaOf } from './route-tables';

/**
 * One lazy chunk per signed-in area, so the public bundle never carries account, portal or admin code. The public
 * pages ship with the entry: nearly every visit starts on one, and a separate chunk would cost a round trip first.
 */
const AREAS: Record<Area, ComponentType<AreaProps> | LazyExoticComponent<ComponentType<AreaProps>>> = {
  // The public pages and the sign-in screens: each section's pages are chunks of their own (PublicArea.tsx).
  public: PublicArea,
  guide: PublicArea,
  auth: PublicArea,
  account: lazy(() => import('../account/AccountArea')),
  portal: lazy(() => import('../portal/PortalArea')),
  admin: lazy(() => import('../admin/AdminArea')),
};

/** The page's part of the document: the layout's <main> (the blank layout's too). */
const pageRegion = () => document.querySelector('#root main');

function RoutePage({ route, params }: AreaProps) {
  const Area = AREAS[route.area];
  return (
    <RouteGuard route={route}>
      {/* Every page's head comes from its route's declaration, signed-in pages' titles too (RouteHead.tsx). */}
      <RouteHead route={route} params={params} />
      <Suspense fallback={<Spinner />}>
        {/*
          A server-rendered page hydrates with its chunk, after the frame: what the visitor did in its forms before
          then (a radio ticked on /services/training) is given to its code when it commits. Islands keep their own.
        */}
        <KeepEarlyInput region={pageRegion} outside="[data-island]" />
        <Area route={route} params={params} />
      </Suspense>
    </RouteGuard>
  );
}

function NotFoundRoute() {
  return (
    <>
      <RouteHead route={null} params={{}} />
      <NotFoundPage />
    </>
  );
}

function Page({ match }: { match: RouteMatch<RouteId> | null }) {
  return match ? <RoutePage route={match.route} params={match.params} /> : <NotFoundRoute />;
}

function withLayout(layout: Layout, page: ReactNode): ReactNode {
  if (layout === 'admin') return page; // the admin chunk brings its own layout with the side menu
  if (layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  return <DefaultLayout>{page}</DefaultLayout>;
}

interface AreaRoutesProps {
  location: string;
}

/**
 * The signed-in areas whose chunk brings its own layout: the admin's side menu, and the portal's work-tool frame
 * (docs/decisions/0049). Nothing of the public site's frame (hero banner, mega-menu, footer) is drawn around them.
 */
const OWN_LAYOUT: ReadonlySet<PrefixedArea> = new Set(['admin', 'portal']);

/**
 * A signed-in area's pages, matched with its table once that has loaded. The account's pages (and any unknown path
 * under /account) sit in the default layout, drawn around this while the table loads; the admin's and the portal's
 * bring their own (OWN_LAYOUT), and an unknown path under them is the not-found page in the default layout.
 */
function areaRoutes(area: PrefixedArea): LazyExoticComponent<ComponentType<AreaRoutesProps>> {
  return lazy(async () => {
    const match = createMatcher(await AREA_TABLES[area]());
    function AreaRoutes({ location }: AreaRoutesProps) {
      const found = match(location);
      const page = <Page match={found} />;
      return OWN_LAYOUT.has(area) && !found ? <DefaultLayout>{page}</DefaultLayout> : page;
    }
    return { default: AreaRoutes };
  });
}

const AREA_ROUTES: Record<PrefixedArea, LazyExoticComponent<ComponentType<AreaRoutesProps>>> = {
  account: areaRoutes('account'),
  portal: areaRoutes('portal'),
  admin: areaRoutes('admin'),
};

/**
 * Matches the location with the same tables and matcher as the server (shared/routes.ts), then renders the layout
 * once around the page: moving between pages of one layout keeps the header, menus and footer mounted.
 */
export function AppRouter() {
  const [location] = useLocation();
  // Whether the visitor has left the page they arrived on (whose title the server wrote).
  const [arrivedAt] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (location !== arrivedAt && !navigated) setNavigated(true); // derived once, during render (React's pattern)
  useEffect(() => {
    if (navigated) leaveArrivalPage();
  }, [navigated]);
  const area = prefixedAreaOf(location);
  if (area) {
    const AreaRoutes = AREA_ROUTES[area];
    const routes = (
      <Suspense fallback={<Spinner />}>
        <AreaRoutes location={location} />
      </Suspense>
    );
    return OWN_LAYOUT.has(area) ? routes : <DefaultLayout>{routes}</DefaultLayout>;
  }
  const match = matchPublicRoute(location);
  return withLayout(match?.route.layout ?? 'default', <Page match={match} />);
}
