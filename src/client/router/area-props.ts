import type { RouteDef } from '../../shared/route-tables/define';

/** What each lazily loaded area receives: the matched route and its parameters. */
export interface AreaProps {
  route: RouteDef;
  params: Record<string, string | undefined>;
}
