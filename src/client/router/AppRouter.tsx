import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { pageTitle } from '../../shared/settings/brand';
import { ROUTES, routeTitleKey, type Area, type RouteDef } from '../../shared/routes';
import { Spinner } from '../components/ui/Spinner';
import { DefaultLayout } from '../layouts/default/DefaultLayout';
import { BlankLayout } from '../layouts/blank/BlankLayout';
import { NotFoundPage } from '../public/NotFoundPage';
import type { AreaProps } from './area-props';
import { RouteGuard } from './guard';

/** One lazy chunk per area, so the public bundle never carries account, portal or admin code. */
const AREAS: Record<Area, LazyExoticComponent<ComponentType<AreaProps>>> = {
  public: lazy(() => import('../public/PublicArea')),
  guide: lazy(() => import('../public/PublicArea')),
  auth: lazy(() => import('../auth/AuthArea')),
  account: lazy(() => import('../account/AccountArea')),
  portal: lazy(() => import('../portal/PortalArea')),
  admin: lazy(() => import('../admin/AdminArea')),
};

function RoutePage({ route, params }: AreaProps) {
  const { t } = useTranslation('routes');
  useEffect(() => {
    // A landing page titles itself once it knows whether the slug exists.
    if (route.lookup === 'landing') return;
    document.title = route.id === 'home' ? pageTitle('') : pageTitle(t(routeTitleKey(route.id)));
  }, [route.id, route.lookup, t]);
  const Area = AREAS[route.area];
  const page = (
    <RouteGuard route={route}>
      <Suspense fallback={<Spinner />}>
        <Area route={route} params={params} />
      </Suspense>
    </RouteGuard>
  );
  // The admin area brings its own layout (side menu) inside its chunk.
  if (route.layout === 'admin') return page;
  if (route.layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  return <DefaultLayout>{page}</DefaultLayout>;
}

function renderRoute(route: RouteDef) {
  return (
    <Route key={route.id} path={route.path}>
      {(params: Record<string, string | undefined>) => <RoutePage route={route} params={params} />}
    </Route>
  );
}

export function AppRouter() {
  return (
    <Switch>
      {ROUTES.map(renderRoute)}
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  );
}

function NotFoundRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitle(t('notFound.title'));
  }, [t]);
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}
