import type { AnyRoute } from '../../shared/route-tables/ids';

/** What each lazily loaded area receives: the matched route and its parameters. */
export interface AreaProps {
  route: AnyRoute;
  params: Record<string, string | undefined>;
}
