import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
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

function RoutePage({ route, params }: AreaProps) {
  // Page titles only name the tab: they never hold up the first paint.
  const { t, ready } = useTranslation('routes', { useSuspense: false });
  useEffect(() => {
    // Landing and catalogue pages title themselves from their data (usePageHead).
    if (route.selfTitled) return;
    if (route.id === 'home') document.title = pageTitle('');
    else if (ready) document.title = pageTitle(t(routeTitleKey(route.id)));
  }, [route.id, route.selfTitled, t, ready]);
  const Area = AREAS[route.area];
  return (
    <RouteGuard route={route}>
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
  const page = match ? <RoutePage route={match.route} params={match.params} /> : <NotFoundRoute />;
  const layout = match?.route.layout ?? 'default';
  if (layout === 'admin') return page; // the admin chunk brings its own layout with the side menu
  if (layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  return <DefaultLayout>{page}</DefaultLayout>;
}
