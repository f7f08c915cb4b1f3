import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { useLocation } from 'wouter';
import { pageTitle } from '../../shared/settings/brand';
import { createMatcher, routeTitleKey, type Area, type Layout, type RouteMatch } from '../../shared/route-tables/define';
import type { PrefixedArea } from '../../shared/route-tables/public';
import { Spinner } from '../components/ui/Spinner';
import { BlankLayout } from '../layouts/blank/BlankLayout';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { NotFoundPage } from '../public/NotFoundPage';
import PublicArea from '../public/PublicArea';
import type { AreaProps } from './area-props';
import { leaveArrivalPage, wasServerRendered } from '../ssr/state';
import { RouteGuard } from './guard';
import { AREA_TABLES, matchPublicRoute, prefixedAreaOf } from './route-tables';

/**
 * One lazy chunk per signed-in area, so the public bundle never carries account, portal or admin code. The public
 * pages ship with the entry: nearly every visit starts on one, and a separate chunk would cost a round trip first.
 */
const AREAS: Record<Area, ComponentType<AreaProps> | LazyExoticComponent<ComponentType<AreaProps>>> = {
  public: PublicArea,
  guide: PublicArea,
  auth: lazy(() => import('../auth/AuthArea')),
  account: lazy(() => import('../account/AccountArea')),
  portal: lazy(() => import('../portal/PortalArea')),
  admin: lazy(() => import('../admin/AdminArea')),
};

/**
 * The tab title of a page without data of its own. A server-rendered first page already has it (and need not load the
 * `routes` namespace at all); after a navigation, or in a client-rendered area, it is set here.
 */
function RouteTitle({ routeId }: { routeId: string }) {
  // Page titles only name the tab: they never hold up the first paint.
  const { t, ready } = useTranslation('routes', { useSuspense: false });
  useEffect(() => {
    if (routeId === 'home') document.title = pageTitle('');
    else if (ready) document.title = pageTitle(t(routeTitleKey(routeId)));
  }, [routeId, t, ready]);
  return null;
}

function RoutePage({ route, params, navigated }: AreaProps & { navigated: boolean }) {
  const titled = !route.selfTitled && (!wasServerRendered() || navigated);
  const Area = AREAS[route.area];
  return (
    <RouteGuard route={route}>
      {/* Landing and catalogue pages title themselves from their data (usePageHead). */}
      {titled && <RouteTitle routeId={route.id} />}
      <Suspense fallback={<Spinner />}>
        <Area route={route} params={params} />
      </Suspense>
    </RouteGuard>
  );
}

function NotFoundRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t('notFound.title'));
  }, [t]);
  return <NotFoundPage />;
}

interface PageProps {
  match: RouteMatch | null;
  navigated: boolean;
}

function Page({ match, navigated }: PageProps) {
  return match ? <RoutePage route={match.route} params={match.params} navigated={navigated} /> : <NotFoundRoute />;
}

function withLayout(layout: Layout, page: ReactNode): ReactNode {
  if (layout === 'admin') return page; // the admin chunk brings its own layout with the side menu
  if (layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  return <DefaultLayout>{page}</DefaultLayout>;
}

interface AreaRoutesProps {
  location: string;
  navigated: boolean;
}

/**
 * A signed-in area's pages, matched with its table once that has loaded. The account's and the portal's pages (and
 * any unknown path under them) sit in the default layout, drawn around this while the table loads; the admin's bring
 * their own, and an unknown admin path is the not-found page in the default layout.
 */
function areaRoutes(area: PrefixedArea): LazyExoticComponent<ComponentType<AreaRoutesProps>> {
  return lazy(async () => {
    const match = createMatcher(await AREA_TABLES[area]());
    function AreaRoutes({ location, navigated }: AreaRoutesProps) {
      const found = match(location);
      const page = <Page match={found} navigated={navigated} />;
      return area === 'admin' && !found ? <DefaultLayout>{page}</DefaultLayout> : page;
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
        <AreaRoutes location={location} navigated={navigated} />
      </Suspense>
    );
    return area === 'admin' ? routes : <DefaultLayout>{routes}</DefaultLayout>;
  }
  const match = matchPublicRoute(location);
  return withLayout(match?.route.layout ?? 'default', <Page match={match} navigated={navigated} />);
}
