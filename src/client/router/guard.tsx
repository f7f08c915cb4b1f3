import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { can } from '../../shared/auth/policy';
import type { AnyRoute } from '../../shared/route-tables/ids';
import { Spinner } from '../components/ui/Spinner';
import { useSession } from '../lib/session';

/**
 * SPEC.md section 4 "Route guard", with DECISIONS.md's fixes: a visitor goes to /login and comes back afterwards; a
 * signed-in user without the role sees the login page with a message that the account has no access.
 */
export function RouteGuard({ route, children }: { route: AnyRoute; children: ReactNode }) {
  const { user, loading } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!route.permission) return <>{children}</>;
  if (loading) return <Spinner />;
  const back = encodeURIComponent(location + (search ? `?${search}` : ''));
  if (!user) return <Redirect to={`/login?redirect=${back}`} replace />;
  if (!can(user, route.permission)) return <Redirect to={`/login?denied=1&redirect=${back}`} replace />;
  return <>{children}</>;
}
