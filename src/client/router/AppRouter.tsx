import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pageTitle } from '../../shared/settings/brand';
import { matchRoute, routeTitleKey, type Area } from '../../shared/routes';
import { Spinner } from '../components/ui/Spinner';
import { BlankLayout } from '../layouts/blank/BlankLayout';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { NotFoundPage } from '../public/NotFoundPage';
import PublicArea from '../public/PublicArea';
import type { AreaProps } from './area-props';
import { leaveArrivalPage, wasServerRendered } from '../ssr/state';
import { RouteGuard } from './guard';

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

/**
 * Matches the location with the same table and matcher as the server (shared/routes.ts), then renders the layout
 * once around the page: moving between pages of one layout keeps the header, menus and footer mounted.
 */
export function AppRouter() {
  const [location] = useLocation();
  const match = matchRoute(location);
  // Whether the visitor has left the page they arrived on (whose title the server wrote).
  const [arrivedAt] = useState(location);
  const [navigated, setNavigated] = useState(false);
  if (location !== arrivedAt && !navigated) setNavigated(true); // derived once, during render (React's pattern)
  useEffect(() => {
    if (navigated) leaveArrivalPage();
  }, [navigated]);
  const page = match ? <RoutePage route={match.route} params={match.params} navigated={navigated} /> : <NotFoundRoute />;
  const layout = match?.route.layout ?? 'default';
  if (layout === 'admin') return page; // the admin chunk brings its own layout with the side menu
  if (layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  return <DefaultLayout>{page}</DefaultLayout>;
}
